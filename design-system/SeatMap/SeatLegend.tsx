import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type SeatAppearance, SeatGlyph } from './SeatGlyph'
import * as css from './SeatMap.css'
import { seatSize } from './seatLayout'

const legendLabels = {
  // a seat free to choose, not tickets on sale (PerformanceTable's Available)
  available: msg({ message: 'Available', context: 'seat' }),
  selected: msg`Selected`,
  yours: msg`Held for you`,
  held: msg`Held`,
  sold: msg`Sold`,
  blocked: msg`Not for sale`,
} satisfies Record<SeatAppearance, unknown>

/** Says what each seat shape means, so no one needs the colours to read the plan. */
export function SeatLegend({
  withBlocked = false,
  withYours = false,
}: {
  withBlocked?: boolean
  withYours?: boolean
}) {
  const { t, i18n } = useLingui()
  const shown = (Object.keys(legendLabels) as SeatAppearance[]).filter(
    (appearance) =>
      (withBlocked || appearance !== 'blocked') && (withYours || appearance !== 'yours'),
  )
  const box = seatSize + 6
  return (
    <ul className={css.legend} aria-label={t`Seat key`}>
      {shown.map((appearance) => (
        <li key={appearance} className={css.legendItem}>
          <svg
            className={css.legendGlyph}
            viewBox={`${-box / 2} ${-box / 2} ${box} ${box}`}
            aria-hidden="true"
          >
            <SeatGlyph appearance={appearance} />
          </svg>
          {i18n._(legendLabels[appearance])}
        </li>
      ))}
    </ul>
  )
}
