import { describe, expect, it } from 'vitest'
import { passHeader, waitingRoomPasses } from './waitingRoomPass'

const now = Date.parse('2026-12-01T20:05:00+08:00')
const pass = (token: string, expiresAt: string) => ({ token, expiresAt })

describe('the waiting-room passes a tab keeps', () => {
  it('sends a performance its own pass while it lasts, and none after', () => {
    waitingRoomPasses.keep(880101, pass('A.1', '2026-12-01T20:14:00+08:00'))
    expect(passHeader(waitingRoomPasses.of(880101, now))).toEqual({ 'X-Waiting-Room-Pass': 'A.1' })
    expect(waitingRoomPasses.of(880102, now)).toBeUndefined()
    expect(waitingRoomPasses.of(880101, Date.parse('2026-12-01T20:14:01+08:00'))).toBeUndefined()
    expect(passHeader(undefined)).toEqual({})
  })

  it('gives a call that names no performance the pass that lasts longest', () => {
    waitingRoomPasses.keep(880102, pass('B.2', '2026-12-01T20:20:00+08:00'))
    expect(waitingRoomPasses.latest(now)?.token).toBe('B.2')
    waitingRoomPasses.drop(880102)
    expect(waitingRoomPasses.latest(now)?.token).toBe('A.1')
  })
})
