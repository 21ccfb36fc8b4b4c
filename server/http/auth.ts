// Who is calling: the bearer token of a member operation. No token is "please login first";
// a token that is unknown, expired or revoked is "session expired", so the app asks for a new
// login and comes back to the same place.
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { findSession } from '../services/sessions'
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

export async function authenticate(
  request: FastifyRequest,
  db: Kysely<DB>,
  now: Date,
): Promise<Member> {
  const token = bearerToken(request)
  if (!token) throw new ApiError(401, 'LOGIN_REQUIRED')
  const session = await findSession(db, token, now)
  if (session.state !== 'valid') throw new ApiError(401, 'SESSION_EXPIRED')
  return { id: session.memberId, sessionId: session.sessionId }
}
