import { describe, expect, it } from 'vitest'
import { calendarFile } from './ics'

const event = {
  uid: 'T2026120100004217@citytix',
  title: '港灣燈影流行演唱會 2026, Night; One',
  startsAt: new Date('2026-12-18T12:15:00Z'),
  durationMinutes: 120,
  location: 'Hong Kong Coliseum, 9 Cheong Wan Road, Hung Hom',
  description: `T2026120100004217\n${'S B 12 · Gold · '.repeat(8)}`,
  stamp: new Date('2026-12-01T06:36:52Z'),
}

describe('the calendar file', () => {
  it('is one event in UTC with the show’s length, lines ending CRLF', () => {
    const file = calendarFile(event)
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(file).toContain('\r\nDTSTART:20261218T121500Z\r\n')
    expect(file).toContain('\r\nDTSTAMP:20261201T063652Z\r\n')
    expect(file).toContain('\r\nDURATION:PT120M\r\n')
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
  })

  it('escapes commas, semicolons and line breaks in texts', () => {
    expect(calendarFile(event)).toContain('SUMMARY:港灣燈影流行演唱會 2026\\, Night\\; One')
  })

  it('folds long lines at 75 octets without splitting a character', () => {
    const lines = calendarFile(event).split('\r\n')
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    const unfolded = calendarFile(event).replace(/\r\n /g, '')
    expect(unfolded).toContain(`DESCRIPTION:T2026120100004217\\n${'S B 12 · Gold · '.repeat(8)}`)
  })
})
