import { formatCount } from '@design-system/format'
import { VisuallyHidden } from '@design-system/VisuallyHidden'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { Schemas } from '../../api/queries'
import { type Announcement, announcementFor } from './roomView'

/**
 * The waiting page's polite live region: it speaks when the buyer's status changes in a way
 * that matters (the opening, a large step forward, the turn, sold out), never on every tick.
 * It is on the page from the start, so the first change is heard.
 */
export function RoomAnnouncer({ status }: { status: Schemas['WaitingRoomStatus'] | undefined }) {
  const { t, i18n } = useLingui()
  const previous = useRef<Schemas['WaitingRoomStatus'] | undefined>(undefined)
  const [text, setText] = useState('')

  useEffect(() => {
    if (!status) return
    const said = announcementFor(previous.current, status)
    previous.current = status
    if (!said) return
    const place = formatCount(status.place ?? 0, i18n.locale)
    const words: Record<Announcement['kind'], string> = {
      opened: t`The sale has opened. You are number ${place} in the queue.`,
      place: t`You are now number ${place} in the queue.`,
      yourTurn: t`It is your turn. Choose your seats now.`,
      soldOut: t`Sold out. Seats that are given back go to the next buyers in the queue.`,
      seatsBack: t`Seats have been given back. You are number ${place} in the queue.`,
      expired: t`Your turn to buy has ended.`,
      closed: t`This sale is over.`,
    }
    setText(words[said.kind])
  }, [status, t, i18n.locale])

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {text}
    </VisuallyHidden>
  )
}
