import { box, glyph, mark } from './SeatGlyph.css'
import { seatSize } from './seatLayout'

/**
 * How a seat looks: its status, `selected` when the buyer has picked it, or `yours` when the
 * buyer holds it already (a ring with a dot: another shape from others' holds' stripes).
 */
export const seatAppearances = [
  'available',
  'selected',
  'yours',
  'held',
  'sold',
  'blocked',
] as const
export type SeatAppearance = (typeof seatAppearances)[number]

const h = seatSize / 2
const inner = h - 5

/** The shape of one seat centred on (0, 0); shared by the plan and its legend. */
export function SeatGlyph({ appearance }: { appearance: SeatAppearance }) {
  return (
    <g className={glyph}>
      <rect x={-h} y={-h} width={seatSize} height={seatSize} rx={5} className={box[appearance]} />
      {appearance === 'selected' && (
        <polyline
          points={`${-inner},0 ${-inner / 3},${inner * 0.7} ${inner},${-inner * 0.6}`}
          className={mark.selected}
        />
      )}
      {appearance === 'sold' && (
        <path
          d={`M${-inner},${-inner} L${inner},${inner} M${inner},${-inner} L${-inner},${inner}`}
          className={mark.sold}
        />
      )}
      {appearance === 'held' && (
        <path
          d={`M${-inner},${inner} L${inner},${-inner} M${-inner},0 L0,${-inner} M0,${inner} L${inner},0`}
          className={mark.held}
        />
      )}
      {appearance === 'yours' && <circle r={inner / 2} className={mark.yours} />}
      {appearance === 'blocked' && <path d={`M${-inner},0 L${inner},0`} className={mark.blocked} />}
    </g>
  )
}
