// TanStack Query options for every operation of openapi.yaml: `xQuery(...)` for reads (use with
// ensureQueryData in loaders and useSuspenseQuery in screens), `xMutation` for writes (use with
// useMutation); each mutation invalidates what it changes. Split by area in queries/, an area's
// writes in a module of their own (queries/xMutations.ts): the routes' loaders bring the reads
// into the entry, which need not carry the writes too.
export * from './queries/account'
export * from './queries/accountMutations'
export * from './queries/buying'
export * from './queries/buyingMutations'
export * from './queries/cinema'
export * from './queries/cinemaMutations'
export * from './queries/events'
export * from './queries/forms'
export * from './queries/formsMutations'
export { type EventFilters, queryKeys } from './queries/keys'
export * from './queries/member'
export * from './queries/memberMutations'
export * from './queries/office'
export * from './queries/officeBallots'
export * from './queries/officeEvents'
export * from './queries/officePerformances'
export * from './queries/officeSales'
export * from './queries/officeStaff'
export * from './queries/officeSwitches'
export * from './queries/public'
export { endSession, startSession } from './queries/session'
export type { Schemas } from './queries/types'
export * from './queries/waitingRoom'
export * from './queries/waitingRoomMutations'
