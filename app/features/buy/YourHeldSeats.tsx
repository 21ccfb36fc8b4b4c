import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { formatList } from '@design-system/format'
import { Inline, Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { releaseHoldMutation, type Schemas } from '../../api/queries'
import { failureMessage } from './failureMessage'

/**
 * The seats the buyer already holds for this performance, shown as theirs on the plan: keep
 * them (on to the basket) or give them back (they return to sale at once).
 */
export function YourHeldSeats({
  holds,
  names,
  onKeep,
}: {
  holds: readonly Schemas['Hold'][]
  /** the held seats by name, in plan order */
  names: readonly string[]
  onKeep: () => void
}) {
  const { t, i18n } = useLingui()
  const release = useMutation({ ...releaseHoldMutation, meta: { quiet: true } })
  const [problem, setProblem] = useState('')
  const seats = formatList([...names], i18n.locale)
  const giveBack = async () => {
    setProblem('')
    try {
      for (const hold of holds) await release.mutateAsync(hold.id)
    } catch (error) {
      setProblem(failureMessage(i18n, error))
    }
  }
  return (
    <Callout tone="info">
      <Stack gap="sm">
        <Text>{t`You are holding ${seats} for this performance. They are marked "Held for you" on the plan.`}</Text>
        <div role="alert">{problem && <Text tone="danger">{problem}</Text>}</div>
        <Inline gap="md">
          <Button onClick={onKeep}>{t`Keep them`}</Button>
          <Button variant="secondary" onClick={giveBack} loading={release.isPending}>
            {t`Give them back`}
          </Button>
        </Inline>
      </Stack>
    </Callout>
  )
}
