import { formatList } from '@design-system/format'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { type PlacedSeat, takenSince } from './seatPlanView'

/** `Stalls row C seat 5`: a seat as the buyer reads it in a sentence. */
export function useSeatName() {
  const { t } = useLingui()
  return (seat: Pick<PlacedSeat, 'section' | 'row' | 'number'>) => {
    const { section, row, number } = seat
    return t`${section} row ${row} seat ${number}`
  }
}

/**
 * The seats the buyer picked on a plan that is asked again while they choose: a picked seat
 * someone else takes meanwhile leaves the choice, and `taken` says which and why.
 */
export function useSeatSelection(seats: ReadonlyMap<string, PlacedSeat>) {
  const { t, i18n } = useLingui()
  const seatName = useSeatName()
  const [selected, setSelected] = useState<string[]>([])
  const [taken, setTaken] = useState('')
  const picked = useRef(selected)
  picked.current = selected
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new plan can take seats (the words follow the language, as `seats` does)
  useEffect(() => {
    const gone = takenSince(picked.current, seats)
    if (gone.length === 0) return
    const names = formatList(gone.map(seatName), i18n.locale)
    setTaken(
      t`Someone else has just taken ${names}, so it is no longer in your choice. Please choose another seat.`,
    )
    setSelected((ids) => ids.filter((id) => !gone.some((seat) => seat.id === id)))
  }, [seats])
  const choose = (ids: string[]) => {
    setSelected(ids)
    setTaken('')
  }
  return { selected, choose, taken }
}
