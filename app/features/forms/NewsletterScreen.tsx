import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { newsletterSubscribeSchema } from '../../../domain/forms/newsletter'
import { subscribeMutation } from '../../api/queries'
import { usePageInfo } from '../shell/usePageInfo'
import { EmailField } from './EmailField'
import { FormEnd } from './FormEnd'
import { FormSent } from './FormSent'
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
    <Stack gap="xl">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      {send.isSuccess ? (
        <FormSent title={t`You are subscribed.`}>
          <Text>
            {t`The Citytix newsletter will come to ${sentTo}: events going on sale, members’ offers and news.`}
          </Text>
          <Text>
            <Trans>
              To stop it, use the link at the end of any newsletter or the{' '}
              <Link href="/Unsubscribe.html">unsubscribe page</Link>.
            </Trans>
          </Text>
          <Text>
            <Link href="/Events.html">{t`Browse events now`}</Link>
          </Text>
        </FormSent>
      ) : (
        <form
          noValidate
          onSubmit={fields.submit((form, onError) => {
            setSentTo(form.email)
            send.mutate(form.email, { onError })
          })}
        >
          <Stack gap="lg" maxWidth="form">
            <Text>
              {t`Be the first to hear when events go on sale, and get members’ offers and news, by email. You can stop it at any time.`}
            </Text>
            <EmailField {...fields.field('email')} />
            <FormEnd failure={refusal} sending={send.isPending}>
              {t`Subscribe`}
            </FormEnd>
            <Text>
              <Link href="/Unsubscribe.html">{t`Unsubscribe from the newsletter`}</Link>
            </Text>
          </Stack>
        </form>
      )}
    </Stack>
  )
}
