import { ButtonLink } from '@design-system/ButtonLink'
import { EmptyState } from '@design-system/EmptyState'
import { useLingui } from '@lingui/react/macro'
import { errorMessages } from '../../../domain/errors'

/** An event or venue the site does not know (an old or mistyped link): say so, offer the events. */
export function NotFoundState() {
  const { t, i18n } = useLingui()
  return (
    <>
      <h1>{t`Not found`}</h1>
      <EmptyState
        title={i18n._(errorMessages.NOT_FOUND)}
        hint={t`The link may be old or mistyped. The events on sale are one click away.`}
        action={<ButtonLink href="/Events.html">{t`See the events on sale`}</ButtonLink>}
      />
    </>
  )
}
