// A hot sale's requests take turns (docs/decisions/0006-selling.md): each process works
// on at most `limit` at once, and the rest wait in the order they came, holding nothing but their
// socket. In a hot sale thousands of browsers send at the same moment; a request let in at once
// checked what this process knew (a kept seat plan, the seats it saw taken) before that was
// known, then queued for a database connection with hundreds of others. Let in when there is
// room, it finds the answer it can give from memory, and the ones ahead of it have finished.
// A request waiting its turn is never refused: a "Server is busy" answer made buyers ask again
// and the sale slower (docs/benchmarks.md).
import type { FastifyReply } from 'fastify'
import type { OperationId } from './handler'

/**
 * The operations a sale's crowd sends, which work on this process's memory and the database
 * alone. The rest go straight in, as before; above all those that wait on another service (the
 * payment gateway, a mail server, a sign-in provider): a slow gateway would hold every turn.
 */
export const crowdOperations: ReadonlySet<string> = new Set<OperationId>([
  'getPerformanceSeatPlan',
  'getCinemaSeatPlan',
  'getBasket',
  'createHold',
  'releaseHold',
  'checkout',
  'createCinemaBooking',
])

export interface RequestTurns {
  /**
   * Waits for this request's turn, which ends when its answer is sent or its client leaves.
   * False when the client left while it waited: the turn has passed on, and nothing is to run.
   */
  take(reply: FastifyReply): Promise<boolean>
  /** Requests waiting for a turn now: what tests count. */
  readonly waiting: number
}

/** At most `limit` requests at once (0: no limit). */
export function createRequestTurns(limit: number): RequestTurns {
  let working = 0
  const queue: (() => void)[] = []
  const next = () => {
    const start = queue.shift()
    // the turn passes straight to the next in line, so the count stays as it is
    if (start) start()
    else working--
  }
  return {
    async take(reply) {
      if (limit <= 0) return true
      if (working < limit) working++
      else await new Promise<void>((resolve) => queue.push(resolve))
      // a buyer who gave up waiting: no hold for nobody
      if (reply.raw.closed) {
        next()
        return false
      }
      // 'close' comes once the answer is written or the connection is gone, whichever is first
      reply.raw.once('close', next)
      return true
    },
    get waiting() {
      return queue.length
    },
  }
}
