import { ButtonLink } from '@design-system/ButtonLink'
import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { errorMessages } from '../../../domain/errors'
import { resendActivationSchema } from '../../../domain/forms/password'
import { isApiError } from '../../api/errors'
import { EmailField } from '../forms/EmailField'
import { FormEnd } from '../forms/FormEnd'
import { focusFirstInvalid, useSchemaForm } from '../forms/useSchemaForm'
import { useAccountCalls } from './accountCalls'
import { placeFailure } from './failurePlace'
import { LinkProblem } from './LinkProblem'
import { Outcome } from './Outcome'
import { useFollowedLink } from './useFollowedLink'

/**
 * The activation link's page (`/Activation.html?token=…`, spec §4): activates the account at
 * once and says how it went: activated (log in now), failed (try again or call customer
 * service), or expired (a new link by email).
 */
export function ActivationScreen({ token }: { token: string | undefined }) {
  const { t, i18n } = useLingui()
  const calls = useAccountCalls()
  const { call: activate, broken } = useFollowedLink(token, calls.activate)

  if (activate.isSuccess) {
    return (
      <Outcome level={1} title={t`Your account is activated`}>
        <Text>{t`Welcome to Citytix. Log in with your email and password.`}</Text>
        <div>
          <ButtonLink href="/Login.html" variant="primary">
            {t`Log in`}
          </ButtonLink>
        </div>
      </Outcome>
    )
  }
  if (isApiError(activate.error, 'ACTIVATION_LINK_EXPIRED')) {
    return (
      <Outcome level={1} kind="problem" title={t`This activation link has expired`}>
        <Text>{i18n._(errorMessages.ACTIVATION_LINK_EXPIRED)}</Text>
        <ResendActivation />
      </Outcome>
    )
  }
  if (broken || activate.isError) {
    return (
      <LinkProblem
        title={t`Your account could not be activated`}
        broken={broken}
        error={activate.error}
        fallback={errorMessages.ACTIVATION_FAILED}
      >
        <ResendActivation />
      </LinkProblem>
    )
  }
  return (
    <Stack gap="xl" maxWidth="large">
      <Heading level={1}>{t`Activating your account`}</Heading>
      <SkeletonGroup label={t`Activating your account`}>
        <Skeleton width="60%" />
        <Skeleton width="40%" />
      </SkeletonGroup>
    </Stack>
  )
}

/** Asks for a new activation link by email (the same answer whether or not it is known). */
function ResendActivation() {
  const { t, i18n } = useLingui()
  const calls = useAccountCalls()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useSchemaForm(resendActivationSchema, { email: '' })
  const send = useMutation({ ...calls.resendActivation, meta: { quiet: true } })
  const [sentTo, setSentTo] = useState('')
  if (send.isSuccess) {
    return (
      <Text role="status">
        {t`If ${sentTo} is waiting for activation, a new link is on its way. Open it within 24 hours.`}
      </Text>
    )
  }
  const failure = send.isError ? placeFailure(send.error, ['email'], i18n) : undefined
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const request = form.validate()
        if (!request) return focusFirstInvalid(formRef.current)
        setSentTo(request.email)
        send.mutate(request.email, {
          onError: (error) => form.setServerErrors(placeFailure(error, ['email'], i18n).fields),
        })
      }}
    >
      <Stack gap="lg" maxWidth="form">
        <EmailField label={t`Your email`} {...form.field('email')} />
        <FormEnd failure={failure?.form} sending={send.isPending}>
          {t`Send a new activation link`}
        </FormEnd>
      </Stack>
    </form>
  )
}
