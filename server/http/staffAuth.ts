// Who is calling an office operation (`security: [{ staffSession: [roles] }]`, issue #35): the
// bearer token of a staff session, and whether its role may do the operation. No token: "please
// login first" (401); an unknown, expired or revoked staff token, or a disabled account's:
// "session expired" (401); a member's token, or a role the operation does not allow: 403
// FORBIDDEN. A handler reads the caller with `staffOf(ctx)`.
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { roleMay, type StaffRole } from '../../domain/office/roles'
import type { DB } from '../db/schema'
import { findStaffSession } from '../services/office/staff'
import { findSession, tokenHash } from '../services/sessions'
import { ApiError } from './apiError'
import { bearerToken } from './auth'

export interface Staff {
  id: number
  role: StaffRole
  sessionId: number
}

/** The calling staff member, refused unless their role is one of `allowed` (or administrator). */
export async function authenticateStaff(
  request: FastifyRequest,
  db: Kysely<DB>,
  now: Date,
  allowed: readonly StaffRole[],
): Promise<Staff> {
  const token = bearerToken(request)
  if (!token) throw new ApiError(401, 'LOGIN_REQUIRED')
  const hash = tokenHash(token)
  const session = await findStaffSession(db, hash, now)
  if (session.state !== 'valid') {
    // a member's own session is valid, just not here
    if ((await findSession(db, hash, now)).state === 'valid') throw new ApiError(403, 'FORBIDDEN')
    throw new ApiError(401, 'SESSION_EXPIRED')
  }
  if (!roleMay(session.role, allowed)) throw new ApiError(403, 'FORBIDDEN')
  return { id: session.staffId, role: session.role, sessionId: session.sessionId }
}
