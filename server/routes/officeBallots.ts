// The box office's ballots operations (issue #35), by operationId.
import type { Handlers } from '../http/handler'

export const officeBallotsHandlers: Handlers = {}
