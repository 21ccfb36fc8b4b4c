// The box office's sales operations (issue #35), by operationId.
import type { Handlers } from '../http/handler'

export const officeSalesHandlers: Handlers = {}
