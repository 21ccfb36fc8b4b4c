// The box office's switches operations (issue #35), by operationId.
import type { Handlers } from '../http/handler'

export const officeSwitchesHandlers: Handlers = {}
