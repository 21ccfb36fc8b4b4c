// What a server process keeps a moment (a seat plan it read, a seat it saw taken, a cached API
// answer or first-view page, dated from when its rendering began: it may have read rows as they
// were then) is dated by two clocks: the process's monotonic clock, and the request's `now`,
// which tests move without the clock moving. It may answer only while it is younger than the time it is kept by both.

/** When something was read or seen. */
export interface ReadAt {
  /** the process's monotonic clock (performance.now()) */
  at: number
  /** the request's `now` */
  atNow: number
}

export const readAt = (now: Date): ReadAt => ({ at: performance.now(), atNow: +now })

/** Whether what was read at `read` may still answer at `now`, kept `keptMs`. */
export const stillFresh = (read: ReadAt, now: Date, keptMs: number): boolean =>
  performance.now() - read.at < keptMs && +now >= read.atNow && +now - read.atNow < keptMs
