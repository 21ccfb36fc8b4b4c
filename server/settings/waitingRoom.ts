// Waiting-room settings from the environment. A room's own rate, cap and pass lifetime live in
// its row (services/waitingRoom/rooms.ts); these say how often this process looks at the rooms.
import { randomBytes } from 'node:crypto'
import { nonNegative } from '../envNumbers'

export interface WaitingRoomConfig {
  /**
   * How often the admission tick runs and this process reads the rooms' counters:
   * WAITING_ROOM_TICK_MS, default 1000. 0: never by itself (tests step it by hand).
   */
  tickMs: number
  /** How long the process that ticks keeps the lease without renewing it: 5 ticks. */
  leaseMs: number
  /** Holds one member may ask for per minute on one process: HOLDS_PER_MINUTE, default 60. */
  holdsPerMinute: number
  /** This process's name on the lease. */
  processId: string
}

export function readWaitingRoomConfig(env: NodeJS.ProcessEnv): WaitingRoomConfig {
  const tickMs = nonNegative(env.WAITING_ROOM_TICK_MS, 1000)
  return {
    tickMs,
    leaseMs: Math.max(1000, 5 * tickMs),
    holdsPerMinute: nonNegative(env.HOLDS_PER_MINUTE, 60),
    processId: `${process.pid}-${randomBytes(4).toString('hex')}`,
  }
}
