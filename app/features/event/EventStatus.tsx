import { Badge, type BadgeTone } from '@design-system/Badge'
import { ButtonLink } from '@design-system/ButtonLink'
import { Card } from '@design-system/Card'
import { Countdown } from '@design-system/Countdown'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { queryKeys, type Schemas } from '../../api/queries'
import { useLoginState } from '../../auth/useLoginState'

/** The purchase flow's address (built by the buying screens). */
export const buyHref = (eventId: number) => `/Event/${eventId}/Buy`

/**
 * Whether tickets can be bought now and the way in: "Buy tickets" while on sale (a visitor
 * logs in first: online purchase needs membership), a countdown to the opening while it is
 * coming, and what else to do when it is sold out or over.
 */
export function EventStatus({ event }: { event: Schemas['EventDetail'] }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { isLogin } = useLoginState()
  const labels: Record<Schemas['EventStatus'], { text: string; tone: BadgeTone }> = {
    onSale: { text: t`On sale`, tone: 'success' },
    comingSoon: { text: t`Coming soon`, tone: 'info' },
    soldOut: { text: t`Sold out`, tone: 'warning' },
    ended: { text: t`Ended`, tone: 'neutral' },
  }
  const opensAt = event.onSaleAt ? Date.parse(event.onSaleAt) : undefined
  const counting = event.status === 'comingSoon' && opensAt !== undefined && opensAt > Date.now()
  const buy = buyHref(event.id)
  return (
    <Card gap="sm">
      <Text>
        <Badge tone={labels[event.status].tone}>{labels[event.status].text}</Badge>
      </Text>
      {counting && opensAt !== undefined && (
        <Text>
          <Countdown
            to={opensAt}
            label={t`On sale in`}
            expiredText={t`On sale now`}
            // the opening changes the event's status: ask for it again
            onExpire={() => {
              queryClient.invalidateQueries({ queryKey: queryKeys.event(event.id) })
            }}
          />
        </Text>
      )}
      {event.status === 'onSale' &&
        (isLogin ? (
          <ButtonLink href={buy} size="large">
            {t`Buy tickets`}
          </ButtonLink>
        ) : (
          <>
            <ButtonLink href={`/Login.html?targetUrl=${encodeURIComponent(buy)}`} size="large">
              {t`Log in to buy tickets`}
            </ButtonLink>
            <Text tone="muted">
              {t`Buying online needs a Citytix membership. You can also buy at a box office or by phone without one.`}
            </Text>
          </>
        ))}
      {event.status === 'soldOut' && <Text>{t`Every performance is sold out.`}</Text>}
      {event.status === 'ended' && <Text>{t`This event has ended. See what is on sale now.`}</Text>}
    </Card>
  )
}
