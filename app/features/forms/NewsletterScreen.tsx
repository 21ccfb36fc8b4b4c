import { Button } from '@design-system/Button'
import { Link } from '@design-system/Link'
import { TextField } from '@design-system/TextField'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { newsletterSubscribeSchema } from '../../../domain/forms/newsletter'
import { emailMax } from '../../../domain/validation/limits'
import { subscribeMutation } from '../../api/queries'
import { usePageInfo } from '../shell/usePageInfo'
import { FormSent } from './FormSent'
import * as css from './Forms.css'
import { failedFields, formFailureMessage } from './formFailure'
import { focusFirstInvalid, useFormFields } from './useFormFields'

/** Subscribing to the newsletter (POST /api/subscribe.do): one email address. */
export function NewsletterScreen({
  mutation = subscribeMutation,
}: {
  /** The contract call (stories pass a stand-in). */
  mutation?: typeof subscribeMutation
}) {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  const formRef = useRef<HTMLFormElement>(null)
  const fields = useFormFields(newsletterSubscribeSchema, { email: '' })
  // failures are told here, by the form (quiet: no notification as well)
  const send = useMutation({ ...mutation, meta: { quiet: true } })
  const [sentTo, setSentTo] = useState('')
  const failure =
    send.isError && !failedFields(send.error) ? formFailureMessage(send.error, i18n) : undefined

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
          ref={formRef}
          noValidate
          className={css.form}
          onSubmit={(event) => {
            event.preventDefault()
            const form = fields.validate()
            if (!form) return focusFirstInvalid(formRef.current)
            setSentTo(form.email)
            send.mutate(form.email, {
              onError: (error) => {
                fields.setServerErrors(failedFields(error))
                focusFirstInvalid(formRef.current)
              },
            })
          }}
        >
          <p className={css.text}>
            {t`Be the first to hear when events go on sale, and get members’ offers and news, by email. You can stop it at any time.`}
          </p>
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
            maxLength={emailMax}
            error={fields.error('email')}
            {...fields.field('email')}
          />
          {failure && (
            <p role="alert" className={css.failure}>
              {failure}
            </p>
          )}
          <div className={css.actions}>
            <Button type="submit" variant="primary" loading={send.isPending}>
              {t`Subscribe`}
            </Button>
          </div>
          <p className={css.text}>
            <Link href="/Unsubscribe.html">{t`Unsubscribe from the newsletter`}</Link>
          </p>
        </form>
      )}
    </div>
  )
}
