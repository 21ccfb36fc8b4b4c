// TanStack Query options for every operation of openapi.yaml: `xQuery(...)` for reads (use with
// ensureQueryData in loaders and useSuspenseQuery in screens), `xMutation` for writes (use with
// useMutation); each mutation invalidates what it changes. Split by area in queries/.
export * from './queries/account'
export * from './queries/buying'
export * from './queries/cinema'
export * from './queries/events'
export * from './queries/forms'
export { type EventFilters, queryKeys } from './queries/keys'
export * from './queries/member'
export * from './queries/public'
export { endSession, startSession } from './queries/session'
export type { Schemas } from './queries/types'
