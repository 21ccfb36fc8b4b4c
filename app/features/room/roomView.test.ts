import { describe, expect, it } from 'vitest'
import { announcementFor, milestoneOf, waitMinutes } from './roomView'

const waiting = (place: number) => ({ state: 'waiting' as const, place })

describe('what the waiting page announces', () => {
  it('says nothing for the first status: the page itself says it', () => {
    expect(announcementFor(undefined, waiting(1203))).toBeUndefined()
  })

  it('says nothing while the place moves within a step', () => {
    expect(announcementFor(waiting(1203), waiting(1190))).toBeUndefined()
    expect(announcementFor(waiting(1190), waiting(1001))).toBeUndefined()
  })

  it('tells the place each time it crosses a milestone, closer together near the front', () => {
    expect(announcementFor(waiting(1001), waiting(998))).toEqual({ kind: 'place', place: 998 })
    expect(announcementFor(waiting(12), waiting(9))).toEqual({ kind: 'place', place: 9 })
    expect(announcementFor(waiting(3), waiting(1))).toEqual({ kind: 'place', place: 1 })
  })

  it('counts the announcements of a long wait in a dozen, not in hundreds', () => {
    let spoken = 0
    for (let place = 20_000; place > 1; place -= 7) {
      if (announcementFor(waiting(place), waiting(Math.max(1, place - 7)))) spoken++
    }
    expect(spoken).toBeLessThanOrEqual(14)
  })

  it('tells the opening, the turn, sold out and a lapsed pass', () => {
    const preQueue = { state: 'preQueue' as const, place: null }
    expect(announcementFor(preQueue, waiting(40))).toEqual({ kind: 'opened' })
    const turn = { state: 'yourTurn' as const, place: null }
    expect(announcementFor(waiting(1), turn)).toEqual({ kind: 'yourTurn' })
    const soldOut = { state: 'soldOut' as const, place: null }
    expect(announcementFor(waiting(300), soldOut)).toEqual({ kind: 'soldOut' })
    expect(announcementFor(soldOut, waiting(300))).toEqual({ kind: 'seatsBack' })
    expect(announcementFor(turn, { state: 'expired', place: null })).toEqual({ kind: 'expired' })
  })

  it('puts a place in the milestone at or behind it', () => {
    expect(milestoneOf(1)).toBe(1)
    expect(milestoneOf(150)).toBe(200)
    expect(milestoneOf(60_000)).toBe(Number.POSITIVE_INFINITY)
  })

  it('rounds a wait up to whole minutes, under a minute to none', () => {
    expect(waitMinutes(59)).toBe(0)
    expect(waitMinutes(61)).toBe(2)
    expect(waitMinutes(241)).toBe(5)
  })
})
