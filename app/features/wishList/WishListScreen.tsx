import { formatCount } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ComponentProps } from 'react'
import { ballotClosesHoursBefore } from '../../../domain/ballot'
import { wishListLoadingDelayMs, wishListMaxTickets } from '../../../domain/wishList'
import { pointsBalanceQuery, wishListQuery } from '../../api/queries'
import { useNow } from '../../startup/useNow'
import { usePageInfo } from '../shell/usePageInfo'
import { AddWishForm } from './AddWishForm'
import { useLoadingDelay } from './useLoadingDelay'
import { WishListEntries } from './WishListEntries'
import { WishListPending } from './WishListPending'
import { ticketsWished } from './wishListEntries'

export interface WishListScreenProps {
  now?: Date
  /** How long the loading flag stays on (spec §9: 1.5 seconds); stories set it. */
  loadingDelayMs?: number
  addMutation?: ComponentProps<typeof AddWishForm>['mutation']
}

/**
 * The wish list (spec §3, §4): the member's ranked ticket preferences with their matching
 * status and result, the actions each allows, the points to pay with, and adding a wish. The
 * loading flag stays on 1.5 seconds before the list appears.
 */
export function WishListScreen({
  now,
  loadingDelayMs = wishListLoadingDelayMs,
  addMutation,
}: WishListScreenProps) {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  const ticking = useNow()
  const today = now ?? ticking
  const waiting = useLoadingDelay(loadingDelayMs)
  const { data: list } = useSuspenseQuery(wishListQuery())
  const { data: points } = useSuspenseQuery(pointsBalanceQuery())
  if (waiting) return <WishListPending />

  const wished = ticketsWished(list.data, today)
  const max = wishListMaxTickets
  const hours = ballotClosesHoursBefore
  const balance = formatCount(points.balance, i18n.locale)
  return (
    <Stack gap="xl">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      <Text>
        {t`List the tickets you would like, in order of preference. When a show's ballot closes, ${hours} hours before it starts, your first wish that can still be filled is matched and paid with your points.`}
      </Text>
      <Text>
        {t`Tickets in your wishes: ${wished} of ${max}.`} {t`Your points: ${balance}.`}{' '}
        <Link href="/Member/MyPoints.html#buy-points">{t`Buy points`}</Link>
      </Text>

      <Stack aria-labelledby="wishes" gap="md" as="section">
        <Heading id="wishes" level={2} size="lg">
          {t`Your wishes`}
        </Heading>
        {list.data.length === 0 ? (
          <Text tone="muted">{t`Your wish list is empty. Add a wish below.`}</Text>
        ) : (
          <>
            <Text tone="muted">
              {t`To change the order, drag a wish by its handle or use its Move up and Move down buttons.`}
            </Text>
            <WishListEntries entries={list.data} />
          </>
        )}
      </Stack>

      <Stack aria-labelledby="add-wish" gap="md" as="section">
        <Heading id="add-wish" level={2} size="lg">
          {t`Add a wish`}
        </Heading>
        <AddWishForm ticketsAlready={wished} now={today} mutation={addMutation} />
      </Stack>
    </Stack>
  )
}
