// The box office's performances operations (issue #35), by operationId.
import type { Handlers } from '../http/handler'

export const officePerformancesHandlers: Handlers = {}
