import { ButtonLink } from '@design-system/ButtonLink'
import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { errorMessages } from '../../../domain/errors'
import { resendActivationSchema } from '../../../domain/forms/password'
import { isApiError } from '../../api/errors'
import { EmailField } from '../forms/EmailField'
import { FormEnd } from '../forms/FormEnd'
import { focusFirstInvalid, useSchemaForm } from '../forms/useSchemaForm'
import * as css from './Account.css'
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
        <p className={css.text}>{t`Welcome to Citytix. Log in with your email and password.`}</p>
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
        <p className={css.text}>{i18n._(errorMessages.ACTIVATION_LINK_EXPIRED)}</p>
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
    <div className={css.page}>
      <h1 className={css.heading}>{t`Activating your account`}</h1>
      <SkeletonGroup label={t`Activating your account`}>
        <Skeleton width="60%" />
        <Skeleton width="40%" />
      </SkeletonGroup>
    </div>
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
      <p role="status" className={css.text}>
        {t`If ${sentTo} is waiting for activation, a new link is on its way. Open it within 24 hours.`}
      </p>
    )
  }
  const failure = send.isError ? placeFailure(send.error, ['email'], i18n) : undefined
  return (
    <form
      ref={formRef}
      noValidate
      className={css.form}
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
      <EmailField label={t`Your email`} {...form.field('email')} />
      <FormEnd failure={failure?.form} sending={send.isPending}>
        {t`Send a new activation link`}
      </FormEnd>
    </form>
  )
}
