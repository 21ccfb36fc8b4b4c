import { Link } from '@design-system/Link'
import { Text } from '@design-system/Text'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { placeFailure } from './failurePlace'
import { Outcome } from './Outcome'

interface LinkProblemProps {
  title: string
  /** the link was cut short (useFollowedLink's `broken`) */
  broken: boolean
  /** what the server answered */
  error: Error | null
  /** said when the server's answer carries no message of its own */
  fallback: MessageDescriptor
  /** another way on (a new link by email) */
  children?: ReactNode
}

/**
 * A mailed link's page whose link did not work (activation, a change request's confirmation):
 * why, in the catalogue's words, and the way to customer service.
 */
export function LinkProblem({ title, broken, error, fallback, children }: LinkProblemProps) {
  const { t, i18n } = useLingui()
  const why = broken
    ? t`This link is not complete. Please open the link from the email again.`
    : (placeFailure(error, [], i18n).form ?? i18n._(fallback))
  return (
    <Outcome level={1} kind="problem" title={title}>
      <Text>{why}</Text>
      <Text>
        <Link href="/CS.html" variant="standalone">
          {t`Contact customer service`}
        </Link>
      </Text>
      {children}
    </Outcome>
  )
}
