// The box office's events operations (issue #35), by operationId.
import type { Handlers } from '../http/handler'

export const officeEventsHandlers: Handlers = {}
