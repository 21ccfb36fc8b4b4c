// What a handler is: a function from the validated request of one contract operation to its
// answer's body, typed from the contract (contract/schema.gen.ts) so a handler cannot answer
// with a shape the contract does not have. Handlers stay thin: rules live in domain/, SQL in
// services.
import type { I18n } from '@lingui/core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { operations } from '../../contract/schema.gen'
import type { Locale } from '../../domain/preferences'
import type { ServerConfig } from '../config'
import type { JsonText } from '../contract/jsonText'
import type { DB } from '../db/schema'
import type { SeatPlanCache } from '../services/catalogue/seatPlanCache'
import type { SessionCache } from '../services/sessionCache'
import type { WaitingRoom } from '../services/waitingRoom/engine'
import type { Member } from './auth'
import type { Staff } from './staffAuth'

export type OperationId = keyof operations

type Parameters<O extends OperationId> = operations[O]['parameters']
type Field<T, K extends string> = T extends { [P in K]?: infer V } ? V : never
type JsonContent<T> = T extends { content: { 'application/json': infer B } }
  ? B
  : T extends { content: { 'application/x-www-form-urlencoded': infer F } }
    ? F
    : T extends { content: { 'text/csv': infer C } }
      ? C
      : undefined

export type RequestBody<O extends OperationId> = JsonContent<
  NonNullable<Field<operations[O], 'requestBody'>>
>

/** The body of the operation's success answer (200 or 201), or undefined for 204. */
export type SuccessBody<O extends OperationId> = operations[O]['responses'] extends infer R
  ? R extends Record<200, infer A>
    ? JsonContent<A>
    : R extends Record<201, infer A>
      ? JsonContent<A>
      : undefined
  : never

export interface HandlerInput<O extends OperationId> {
  params: NonNullable<Field<Parameters<O>, 'path'>>
  query: NonNullable<Field<Parameters<O>, 'query'>>
  body: RequestBody<O>
}

export interface RequestContext {
  db: Kysely<DB>
  config: ServerConfig
  /** now, injectable so tests can move time */
  now(): Date
  locale: Locale
  i18n: I18n
  request: FastifyRequest
  reply: FastifyReply
  /**
   * The client's address, read when the request arrived (http/clientAddress.ts): the
   * per-address limits count it, even once the client has gone.
   */
  address: string
  /** the calling member; set on every operation that is not `security: []` */
  member: Member | undefined
  /** the calling staff member; set on every office operation (`staffSession`, staffAuth.ts) */
  staff?: Staff | undefined
  /** this process's valid sessions (PostgreSQL only); a revocation waits on `forgotten` */
  sessionCache: SessionCache | undefined
  /** this process's seat plans of the moment (services/catalogue/seatPlanCache.ts) */
  seatPlans: SeatPlanCache
  /** the waiting rooms as this process last read them (services/waitingRoom/engine.ts) */
  waitingRoom: WaitingRoom
}

/** The calling staff member of an office operation (app.ts has already refused everyone else). */
export function staffOf(ctx: RequestContext): Staff {
  if (!ctx.staff) throw new Error('an office operation ran without a staff member')
  return ctx.staff
}

/** The calling member of a member operation (app.ts has already refused visitors). */
export function memberOf(ctx: RequestContext): Member {
  if (!ctx.member) throw new Error('a member operation ran without a member')
  return ctx.member
}

export type Handler<O extends OperationId> = (
  input: HandlerInput<O>,
  ctx: RequestContext,
) => Promise<SuccessBody<O> | JsonText<SuccessBody<O>>>

export type Handlers = { [O in OperationId]?: Handler<O> }
