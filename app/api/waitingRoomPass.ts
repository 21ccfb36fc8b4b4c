// The waiting-room passes the room gave this tab's member, by performance: the seat plan,
// holds and checkout of a queued performance send the pass as a header (X-Waiting-Room-Pass).
// Kept for the tab (sessionStorage), so a reload on the way to paying still carries it; a tab
// without it is refused, goes to the waiting page and gets the same pass there again.
import type { Schemas } from './queries/types'

type Pass = Schemas['WaitingRoomPass']
const storageKey = 'citytix.waitingRoomPasses'

// what this page knows, read from the tab's storage once and written back on every change
let kept: Record<string, Pass> | undefined

function read(): Record<string, Pass> {
  if (!kept) {
    try {
      kept = JSON.parse(globalThis.sessionStorage?.getItem(storageKey) ?? '{}') as Record<
        string,
        Pass
      >
    } catch {
      kept = {}
    }
  }
  return kept
}

function write(passes: Record<string, Pass>) {
  kept = passes
  try {
    globalThis.sessionStorage?.setItem(storageKey, JSON.stringify(passes))
  } catch {
    // storage refused (private mode, full): the pass lives as long as this page
  }
}

const live = (pass: Pass | undefined, now: number) =>
  pass !== undefined && Date.parse(pass.expiresAt) > now

export const waitingRoomPasses = {
  keep(performanceId: number, pass: Pass) {
    write({ ...read(), [performanceId]: pass })
  },
  drop(performanceId: number) {
    const { [performanceId]: _dropped, ...rest } = read()
    write(rest)
  },
  /** The performance's pass while it lasts. */
  of(performanceId: number, now = Date.now()): Pass | undefined {
    const pass = read()[performanceId]
    return live(pass, now) ? pass : undefined
  },
  /** The pass that lasts longest, for a call that names no performance (checkout). */
  latest(now = Date.now()): Pass | undefined {
    return Object.values(read())
      .filter((pass) => live(pass, now))
      .sort((a, b) => Date.parse(b.expiresAt) - Date.parse(a.expiresAt))[0]
  },
}

/** The header that carries a pass, or none. */
export const passHeader = (pass: Pass | undefined) =>
  pass ? { 'X-Waiting-Room-Pass': pass.token } : {}
