// What the visitor is told about a failed call that no screen handles (spec §6, §8): a 403
// shows the server's message, a busy or unreachable server says "Server is busy", an expired
// session asks the member to log in again. Everything else (a wrong password, a full wish
// list…) is the screen's to show. Decided once here, for every query and mutation.
import { ApiError } from './errors'

export type Failure =
  | { kind: 'sessionExpired' }
  /** A box-office call found no staff session (none, ended, or the account disabled). */
  | { kind: 'staffSessionExpired' }
  /** A notification with this text (already in the visitor's language). */
  | { kind: 'notice'; message: string }

/**
 * `office`: the call was the box office's (its key starts with 'office'): a 401 there is the
 * staff session's, not the member's.
 */
export function describeFailure(error: unknown, office = false): Failure | undefined {
  if (!(error instanceof ApiError)) return undefined
  if (office && error.status === 401) return { kind: 'staffSessionExpired' }
  if (error.status === 401 && error.code === 'SESSION_EXPIRED') return { kind: 'sessionExpired' }
  if (error.status === 403 || error.status >= 500) return { kind: 'notice', message: error.message }
  return undefined
}

export interface FailureOutlet {
  report: (failure: Failure) => void
  /** The app's handler (notifications, the login prompt); failures reported earlier wait. */
  connect: (handler: (failure: Failure) => void) => () => void
}

/** Lets the query client report failures before the part of the app that shows them mounts. */
export function createFailureOutlet(): FailureOutlet {
  let handler: ((failure: Failure) => void) | undefined
  const waiting: Failure[] = []
  return {
    report: (failure) => (handler ? handler(failure) : waiting.push(failure)),
    connect(next) {
      handler = next
      for (const failure of waiting.splice(0)) next(failure)
      return () => {
        if (handler === next) handler = undefined
      }
    },
  }
}
