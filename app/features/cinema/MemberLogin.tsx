import { ButtonLink } from '@design-system/ButtonLink'
import { Callout } from '@design-system/Callout'
import { Inline } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'

/**
 * Logging in is optional for films (spec §4): a member's booking shows in their transaction
 * history. The link brings the member back to this very step.
 */
export function MemberLogin() {
  const { t } = useLingui()
  const here = useRouterState({ select: (state) => state.location.href })
  return (
    <Callout tone="info">
      <Text>
        {t`Members can log in first to find this booking in their transaction history later. You can also book without logging in.`}
      </Text>
      <Inline>
        <ButtonLink
          href={`/Login.html?targetUrl=${encodeURIComponent(here)}`}
          variant="secondary"
          size="small"
        >
          {t`Log in (optional)`}
        </ButtonLink>
      </Inline>
    </Callout>
  )
}
