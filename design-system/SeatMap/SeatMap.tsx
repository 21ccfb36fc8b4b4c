import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useMemo, useRef, useState } from 'react'
import { checkSeatSelection, type Seat, seatSelectionMessages } from '../../domain/seats'
import { Button } from '../Button'
import { cx } from '../cx'
import { formatList } from '../format'
import { Inline } from '../layout'
import { type SeatAppearance, SeatGlyph } from './SeatGlyph'
import { SeatLegend } from './SeatLegend'
import * as css from './SeatMap.css'
import {
  isNavigationKey,
  layoutSeatPlan,
  type SeatPlan,
  seatInDirection,
  seatPitch,
  seatSize,
} from './seatLayout'
import { useFitScale } from './useFitScale'
import { useZoomPan } from './useZoomPan'
import { maxZoom, minZoom, zoomInStep, zoomOutStep } from './zoom'

export type { SeatPlan, SeatSection } from './seatLayout'

export { seatMapZoomLevels } from './zoom'
/** What is in front of the first row: a stage (events) or a screen (cinema). */
export const seatMapFronts = ['stage', 'screen'] as const

const stateWords = {
  available: msg`available`,
  selected: msg`selected`,
  yours: msg`held for you`,
  held: msg`held`,
  sold: msg`sold`,
  blocked: msg`not for sale`,
} satisfies Record<SeatAppearance, unknown>

export interface SeatMapProps {
  /** Sections → rows → seats, each seat with its status and an optional aisle before it. */
  plan: SeatPlan
  /** Ids of the seats the buyer has picked (the SeatMap is controlled). */
  selectedIds: readonly string[]
  /** Called with the new list of picked seat ids, in plan order. */
  onSelectionChange: (ids: string[]) => void
  /** Most seats one purchase may take; the selection rule reports more as a problem. */
  maxSeats?: number
  front?: (typeof seatMapFronts)[number]
  /** Accessible name of the plan, for example the venue and house. Defaults to "Seat plan". */
  label?: string
  /**
   * More to say about a seat after its section, row and number, such as its price zone and
   * price ("Zone A, HK$580"); read by screen readers with the seat.
   */
  describeSeat?: (seatId: string) => string | undefined
  /** Seats the buyer holds already: drawn as theirs, apart from others' holds. */
  yoursIds?: readonly string[]
  className?: string
}

/**
 * The seat plan of a reserved-seating performance: pick seats with a pointer or the keyboard
 * (one tab stop, arrows between seats, Enter / Space to pick), zoom in on a large hall, and see
 * at once why a selection breaks the consecutive-seat rule.
 */
export function SeatMap({
  plan,
  selectedIds,
  onSelectionChange,
  maxSeats,
  front = 'stage',
  label,
  describeSeat,
  yoursIds = [],
  className,
}: SeatMapProps) {
  const { t, i18n } = useLingui()
  const layout = useMemo(() => layoutSeatPlan(plan), [plan])
  const viewport = useRef<HTMLDivElement>(null)
  const { zoom, setZoom } = useZoomPan(viewport)
  const fit = useFitScale(viewport, layout.width)
  const [focusedId, setFocusedId] = useState<string>()
  const [notice, setNotice] = useState('')
  const seatElements = useRef(new Map<string, SVGGElement>())

  const selected = new Set(selectedIds)
  // The latest selection sent out: keys pressed faster than the parent re-renders build on it.
  const latest = useRef(selectedIds)
  latest.current = selectedIds
  const allRows = useMemo(() => plan.sections.flatMap((s) => s.rows), [plan])
  const orderedSeats = useMemo(() => layout.rows.flatMap((r) => r.seats), [layout])

  // One tab stop: the seat last focused, else the first picked seat, else the first seat free.
  const tabStopId =
    (focusedId && layout.seatById.has(focusedId) ? focusedId : undefined) ??
    orderedSeats.find((s) => selected.has(s.seat.id))?.seat.id ??
    orderedSeats.find((s) => s.seat.status === 'available')?.seat.id ??
    orderedSeats[0]?.seat.id

  const check =
    selectedIds.length > 0 ? checkSeatSelection(allRows, selectedIds, { maxSeats }) : undefined
  const problem = check && !check.ok ? check : undefined
  const problemSeats = new Set(problem?.seatIds ?? [])

  const yours = new Set(yoursIds)
  const appearanceOf = (seat: Seat): SeatAppearance =>
    selected.has(seat.id) ? 'selected' : yours.has(seat.id) ? 'yours' : seat.status
  const seatName = (rowLabel: string, seatLabel: string) => t`Row ${rowLabel}, seat ${seatLabel}`
  const shortName = (rowLabel: string, seatLabel: string) => t`Row ${rowLabel} seat ${seatLabel}`
  const list = (items: string[]) => formatList(items, i18n.locale)

  const toggle = (id: string) => {
    const placed = layout.seatById.get(id)
    if (!placed) return
    const { seat, row } = placed
    const next = new Set(latest.current)
    if (next.has(id)) {
      next.delete(id)
    } else if (seat.status === 'available') {
      next.add(id)
    } else {
      const state = i18n._(stateWords[yours.has(id) ? 'yours' : seat.status])
      const name = seatName(row.label, seat.label)
      setNotice(t`${name} is ${state} and cannot be chosen.`)
      return
    }
    setNotice('')
    const ids = orderedSeats.map((s) => s.seat.id).filter((seatId) => next.has(seatId))
    latest.current = ids
    onSelectionChange(ids)
  }

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const id = (event.target as Element).closest<SVGGElement>('[data-seat-id]')?.dataset.seatId
    if (!id) return
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      toggle(id)
      return
    }
    if (!isNavigationKey(event.key)) return
    event.preventDefault()
    const to = seatInDirection(layout, id, event.key, event.ctrlKey || event.metaKey)
    setFocusedId(to)
    seatElements.current.get(to)?.focus()
  }

  const toRem = (units: number) => `${(units * zoom * fit) / 16}rem`
  const pickedNames = orderedSeats
    .filter((s) => selected.has(s.seat.id))
    .map((s) => shortName(s.row.label, s.seat.label))
  const problemNames = orderedSeats
    .filter((s) => problemSeats.has(s.seat.id))
    .map((s) => shortName(s.row.label, s.seat.label))
  // Name the section in each seat only when the plan has more than one.
  const sectionLabels = new Map(
    plan.sections.length > 1 ? plan.sections.map((sec) => [sec.id, sec.label] as const) : [],
  )
  const hasBlocked = orderedSeats.some((s) => s.seat.status === 'blocked')
  const percent = Math.round(zoom * 100)
  const pickedCount = pickedNames.length
  const seatsToCheck = list(problemNames)
  const message =
    notice ||
    (problem
      ? [
          i18n._(seatSelectionMessages[problem.problem]),
          problemNames.length > 0 ? t`Check: ${seatsToCheck}.` : '',
        ]
          .filter(Boolean)
          .join(' ')
      : '')

  return (
    <div className={cx(css.root, className)}>
      <Inline gap="sm">
        <Button
          variant="secondary"
          size="small"
          onClick={() => setZoom(zoomOutStep(zoom))}
          disabled={zoom <= minZoom}
        >
          <span aria-hidden="true">−</span> <Trans>Zoom out</Trans>
        </Button>
        <Button
          variant="secondary"
          size="small"
          onClick={() => setZoom(zoomInStep(zoom))}
          disabled={zoom >= maxZoom}
        >
          <span aria-hidden="true">+</span> <Trans>Zoom in</Trans>
        </Button>
        <Button
          variant="ghost"
          size="small"
          onClick={() => setZoom(minZoom)}
          disabled={zoom <= minZoom}
        >
          <Trans>Reset zoom</Trans>
        </Button>
        <span className={css.zoomLevel} aria-live="polite">
          <Trans>Zoom {percent}%</Trans>
        </span>
      </Inline>

      <div ref={viewport} className={css.viewport}>
        {/* biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; it names its group of seats itself */}
        <svg
          role="group"
          aria-label={label ?? t`Seat plan`}
          className={css.plan}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          style={{ width: toRem(layout.width), height: toRem(layout.height) }}
          onKeyDown={onKeyDown}
        >
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG shapes without tabIndex are not focusable; this layer is drawing only (each seat's name repeats its row and section) */}
          <g aria-hidden="true">
            <rect
              x={layout.width * 0.2}
              y={8}
              width={layout.width * 0.6}
              height={layout.stageY * 2 - 20}
              rx={6}
              className={css.stage}
            />
            <text x={layout.width / 2} y={layout.stageY - 2} className={css.sectionText}>
              {front === 'screen' ? t`Screen` : t`Stage`}
            </text>
            {layout.sections.map(({ section, headingY }) => (
              <text key={section.id} x={layout.width / 2} y={headingY} className={css.sectionText}>
                {section.label}
              </text>
            ))}
            {layout.rows.map(({ row, y }) => (
              <g key={row.id}>
                <text x={layout.rowLabelLeft} y={y} className={css.planText}>
                  {row.label}
                </text>
                <text x={layout.seatsRight + layout.rowLabelLeft} y={y} className={css.planText}>
                  {row.label}
                </text>
              </g>
            ))}
          </g>
          {layout.rows.map(({ row, sectionId, seats }) =>
            seats.map(({ seat, x, y }) => {
              const appearance = appearanceOf(seat)
              const state = i18n._(stateWords[appearance])
              const section = sectionLabels.get(sectionId)
              const detail = describeSeat?.(seat.id)
              const seatOnly = seatName(row.label, seat.label)
              // the seat's price and zone read with its name, when the screen gives them
              const name = detail ? `${seatOnly}, ${detail}` : seatOnly
              const unavailable = seat.status !== 'available' && !selected.has(seat.id)
              return (
                // biome-ignore lint/a11y/useSemanticElements: an SVG seat cannot be an <input>; it carries the checkbox role itself
                <g
                  key={seat.id}
                  ref={(el) => {
                    if (el) seatElements.current.set(seat.id, el)
                    else seatElements.current.delete(seat.id)
                  }}
                  data-seat-id={seat.id}
                  role="checkbox"
                  aria-checked={selected.has(seat.id)}
                  aria-disabled={unavailable || undefined}
                  aria-label={section ? t`${section}, ${name}, ${state}` : t`${name}, ${state}`}
                  tabIndex={seat.id === tabStopId ? 0 : -1}
                  transform={`translate(${x} ${y})`}
                  className={css.seat}
                  onClick={() => {
                    setFocusedId(seat.id)
                    toggle(seat.id)
                  }}
                  onFocus={() => setFocusedId(seat.id)}
                >
                  <SeatGlyph appearance={appearance} />
                  {problemSeats.has(seat.id) && (
                    <rect
                      x={-seatPitch / 2 + 1}
                      y={-seatPitch / 2 + 1}
                      width={seatPitch - 2}
                      height={seatPitch - 2}
                      rx={7}
                      className={css.problemRing}
                    />
                  )}
                  <rect
                    x={-seatSize / 2 - 3}
                    y={-seatSize / 2 - 3}
                    width={seatSize + 6}
                    height={seatSize + 6}
                    rx={7}
                    className={css.focusRing}
                  />
                </g>
              )
            }),
          )}
        </svg>
      </div>

      <SeatLegend
        withBlocked={hasBlocked}
        withYours={orderedSeats.some((s) => yours.has(s.seat.id))}
      />

      <p className={css.summary}>
        {pickedNames.length === 0 ? (
          <Trans>No seats selected yet.</Trans>
        ) : (
          <>
            <Plural value={pickedCount} one="# seat selected:" other="# seats selected:" />{' '}
            {list(pickedNames)}
          </>
        )}
      </p>

      {/* always present, so screen readers hear the message when it appears */}
      <div role="status">{message && <p className={css.problem}>{message}</p>}</div>
    </div>
  )
}
