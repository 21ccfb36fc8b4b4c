import { Link } from '@design-system/Link'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { newsletterSubscribeSchema } from '../../../domain/forms/newsletter'
import { subscribeMutation } from '../../api/queries'
import { usePageInfo } from '../shell/usePageInfo'
import { EmailField } from './EmailField'
import { FormEnd } from './FormEnd'
import { FormSent } from './FormSent'
import * as css from './Forms.css'
import { formRefusal } from './formFailure'
import { useSchemaForm } from './useSchemaForm'

/** Subscribing to the newsletter (POST /api/subscribe.do): one email address. */
export function NewsletterScreen({
  mutation = subscribeMutation,
}: {
  /** The contract call (stories pass a stand-in). */
  mutation?: typeof subscribeMutation
}) {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  const fields = useSchemaForm(newsletterSubscribeSchema, { email: '' })
  // failures are told here, by the form (quiet: no notification as well)
  const send = useMutation({ ...mutation, meta: { quiet: true } })
  const [sentTo, setSentTo] = useState('')

  const refusal = formRefusal(send.error, i18n)
  return (
    <div className={css.page}>
      {info && <h1 className={css.pageHeading}>{i18n._(info.title)}</h1>}
      {send.isSuccess ? (
        <FormSent title={t`You are subscribed.`}>
          <p className={css.text}>
            {t`The Citytix newsletter will come to ${sentTo}: events going on sale, members’ offers and news.`}
          </p>
          <p className={css.text}>
            <Trans>
              To stop it, use the link at the end of any newsletter or the{' '}
              <Link href="/Unsubscribe.html">unsubscribe page</Link>.
            </Trans>
          </p>
          <p className={css.text}>
            <Link href="/Events.html">{t`Browse events now`}</Link>
          </p>
        </FormSent>
      ) : (
        <form
          noValidate
          className={css.form}
          onSubmit={fields.submit((form, onError) => {
            setSentTo(form.email)
            send.mutate(form.email, { onError })
          })}
        >
          <p className={css.text}>
            {t`Be the first to hear when events go on sale, and get members’ offers and news, by email. You can stop it at any time.`}
          </p>
          <EmailField {...fields.field('email')} />
          <FormEnd failure={refusal} sending={send.isPending} className={css.actions}>
            {t`Subscribe`}
          </FormEnd>
          <p className={css.text}>
            <Link href="/Unsubscribe.html">{t`Unsubscribe from the newsletter`}</Link>
          </p>
        </form>
      )}
    </div>
  )
}
