// The box office's staff operations (issue #35), by operationId.
import type { Handlers } from '../http/handler'

export const officeStaffHandlers: Handlers = {}
