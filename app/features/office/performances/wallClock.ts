// Times as box-office staff type and read them: `2026-12-20 19:30`, Hong Kong time, whatever the
// browser's time zone; the API's instants carry their offset (`2026-12-20T19:30:00+08:00`).
import { hongKongIsoString } from '../../../../domain/hongKongTime'

/** An instant as staff type it: `2026-12-10 01:00`, Hong Kong time; '' for none. */
export function wallClockOf(iso: string | undefined): string {
  const instant = iso === undefined ? Number.NaN : Date.parse(iso)
  return Number.isNaN(instant) ? '' : hongKongIsoString(instant).slice(0, 16).replace('T', ' ')
}

const wallClock = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})$/

/** What staff typed as an instant (Hong Kong time); a text that is none stays as it is. */
export function instantOf(text: string): string {
  const parts = wallClock.exec(text.trim())
  if (!parts) return text
  const [, year, month, day, hour, minute] = parts
  return `${year}-${month}-${day}T${(hour ?? '').padStart(2, '0')}:${minute}:00+08:00`
}
