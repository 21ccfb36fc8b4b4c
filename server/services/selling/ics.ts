// The show as an iCalendar file (RFC 5545) for the buyer's calendar: one event with the
// transaction as its UID, times in UTC, texts escaped and long lines folded at 75 octets.
export interface CalendarEvent {
  uid: string
  title: string
  startsAt: Date
  durationMinutes: number
  location: string
  description: string
  /** when the file was made */
  stamp: Date
}

const utc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n')
}

/** Folds a content line into lines of at most 75 octets, never splitting a character. */
function fold(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    // continuation lines start with a space, which counts
    if (octets + size > 75) {
      parts.push(current)
      current = ` ${char}`
      octets = 1 + size
    } else {
      current += char
      octets += size
    }
  }
  parts.push(current)
  return parts.join('\r\n')
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Citytix//Tickets//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DURATION:PT${Math.max(1, Math.round(event.durationMinutes))}M`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
