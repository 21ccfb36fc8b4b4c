// A receipt's calendar file (one event, times in UTC), for the buy and cinema story fixtures.
export interface ReceiptCalendarEvent {
  txnNo: string
  /** UTC, as `20261213T120000Z` */
  start: string
  end: string
  summary: string
  location: string
}

export const receiptCalendar = ({ txnNo, start, end, summary, location }: ReceiptCalendarEvent) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Citytix//Receipt//EN',
    'BEGIN:VEVENT',
    `UID:${txnNo}@citytix`,
    'DTSTAMP:20261201T020100Z',
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `SUMMARY:${summary}`,
    `LOCATION:${location}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n')
