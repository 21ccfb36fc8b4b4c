import { Badge, type BadgeTone } from '@design-system/Badge'
import { ButtonLink } from '@design-system/ButtonLink'
import { Countdown } from '@design-system/Countdown'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { queryKeys, type Schemas } from '../../api/queries'
import { useLoginState } from '../../auth/useLoginState'
import * as css from './EventScreen.css'

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
    <div className={css.status}>
      <p className={css.line}>
        <Badge tone={labels[event.status].tone}>{labels[event.status].text}</Badge>
      </p>
      {counting && opensAt !== undefined && (
        <p className={css.line}>
          <Countdown
            to={opensAt}
            label={t`On sale in`}
            expiredText={t`On sale now`}
            // the opening changes the event's status: ask for it again
            onExpire={() => {
              queryClient.invalidateQueries({ queryKey: queryKeys.event(event.id) })
            }}
          />
        </p>
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
            <p className={css.muted}>
              {t`Buying online needs a Citytix membership. You can also buy at a box office or by phone without one.`}
            </p>
          </>
        ))}
      {event.status === 'soldOut' && (
        <p className={css.line}>{t`Every performance is sold out.`}</p>
      )}
      {event.status === 'ended' && (
        <p className={css.line}>{t`This event has ended. See what is on sale now.`}</p>
      )}
    </div>
  )
}
