import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clockText, crossedMilestone, remaining } from './remaining'

const at = (iso: string) => Date.parse(iso)

describe('remaining', () => {
  it('splits two days and a bit into days and a clock', () => {
    const left = remaining(at('2026-12-03T10:00:00+08:00'), at('2026-12-01T06:45:55+08:00'))
    expect(left.days).toBe(2)
    expect(clockText(left)).toBe('03:14:05')
  })

  it('rounds a part-second up so the last second is still shown', () => {
    expect(remaining(1_000_500, 1_000_000).totalSeconds).toBe(1)
  })

  it('never goes below zero once the time has passed', () => {
    const left = remaining(at('2026-12-01T00:00:00Z'), at('2026-12-02T00:00:00Z'))
    expect(left).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 })
    expect(clockText(left)).toBe('00:00:00')
  })

  it('adds its parts back up to the whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 10 }), (ms) => {
        const r = remaining(ms, 0)
        expect(r.days * 86_400 + r.hours * 3600 + r.minutes * 60 + r.seconds).toBe(r.totalSeconds)
        expect(r.hours).toBeLessThan(24)
        expect(r.minutes).toBeLessThan(60)
        expect(r.seconds).toBeLessThan(60)
      }),
    )
  })
})

describe('crossedMilestone', () => {
  it('tells when five minutes are left', () => {
    expect(crossedMilestone(301, 300)).toBe(300)
  })

  it('stays quiet between milestones', () => {
    expect(crossedMilestone(299, 298)).toBeUndefined()
  })

  it('tells when the time is up', () => {
    expect(crossedMilestone(1, 0)).toBe(0)
  })

  it('tells only the latest milestone when several pass at once', () => {
    expect(crossedMilestone(301, 0)).toBe(0)
    expect(crossedMilestone(700, 250)).toBe(300)
  })

  it('does not repeat a milestone already passed when the page first shows it', () => {
    expect(crossedMilestone(300, 300)).toBeUndefined()
  })
})
