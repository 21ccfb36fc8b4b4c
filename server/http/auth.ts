// Who is calling: the bearer token of a member operation. No token is "please login first";
// a token that is unknown, expired or revoked is "session expired", so the app asks for a new
// login and comes back to the same place.
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { SessionCache } from '../services/sessionCache'
import { findSession, tokenHash } from '../services/sessions'
import { ApiError } from './apiError'

export interface Member {
  id: number
  sessionId: number
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null
  return match?.[1]
}

/** The calling member; a valid session this process has read before comes from `cache`. */
export async function authenticate(
  request: FastifyRequest,
  db: Kysely<DB>,
  now: Date,
  cache?: SessionCache,
): Promise<Member> {
  const token = bearerToken(request)
  if (!token) throw new ApiError(401, 'LOGIN_REQUIRED')
  const hash = tokenHash(token)
  const cached = cache?.get(hash, now)
  if (cached) return { id: cached.memberId, sessionId: cached.sessionId }
  const mark = cache?.mark() ?? 0
  const session = await findSession(db, hash, now)
  if (session.state !== 'valid') throw new ApiError(401, 'SESSION_EXPIRED')
  cache?.keep(hash, session, mark)
  return { id: session.memberId, sessionId: session.sessionId }
}
