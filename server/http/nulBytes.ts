// U+0000 never comes from a person typing, and PostgreSQL text cannot hold it: a request that
// carries one anywhere (path, query or JSON body) is refused as invalid before any operation
// sees it, instead of failing in the database as "Server is busy".
import type { FastifyInstance } from 'fastify'
import { ApiError } from './apiError'

/** Deeper than any form; past it the contract's own check refuses the body anyway. */
const deepest = 64

export function hasNulByte(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > deepest || value === null || typeof value !== 'object') return false
  if (Buffer.isBuffer(value)) return false
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNulByte(item, depth + 1)) return true
  }
  return false
}

export function refuseNulBytes(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (hasNulByte(request.params) || hasNulByte(request.query) || hasNulByte(request.body)) {
      throw new ApiError(400, 'VALIDATION_FAILED')
    }
  })
}
