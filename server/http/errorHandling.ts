// Every failure answers with the contract's Error body, in the request's language:
// - a refusal (a service's DomainError, a handler's ApiError): its code, and its status from
//   errorStatus.ts (an ApiError's own);
// - a request the contract refuses (schema, broken JSON, wrong content type, too large): 400
//   VALIDATION_FAILED with a message per field where one can be named;
// - anything else (the database is down, a bug): 503 "Server is busy", logged. Never a stack
//   trace.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { DomainError } from '../../domain/domainError'
import { errorBody } from '../../domain/errorBody'
import { errorMessages } from '../../domain/errors'
import { contractForms } from '../../domain/forms/contractForms'
import { issueMessages } from '../../domain/validation/issueMessages'
import { operations } from '../contract/contract'
import { i18nFor } from '../i18n'
import { ApiError } from './apiError'
import { statusOf } from './errorStatus'
import { requestLocale } from './i18n'

/** API calls of spec §7: /api/…, /data/… and the legacy *.do form posts. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? ''
  return path.startsWith('/api/') || path.startsWith('/data/') || path.endsWith('.do')
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: DomainError) {
  const i18n = i18nFor(requestLocale(request))
  const body = errorBody(error.code, i18n, error.values)
  return reply
    .code(statusOf(error))
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(error.fields ? { ...body, fields: error.fields } : body)
}

/** Field name of an Ajv complaint: the property it is about. */
function fieldOf(error: { instancePath?: string; params?: Record<string, unknown> }) {
  const missing = error.params?.missingProperty
  if (typeof missing === 'string') return missing
  const path = error.instancePath?.replace(/^\//, '').replaceAll('/', '.')
  return path || undefined
}

/** The domain form an operation's body is: the one its contract schema is generated from. */
function formOf(operation: (typeof operations)[number] | undefined) {
  const body = Object.values(operation?.body ?? {})[0] as { $ref?: string } | undefined
  const name = body?.$ref?.replace('#/components/schemas/', '')
  return name ? contractForms.forms[name] : undefined
}

/**
 * A body the contract refused, checked by the form its schema is generated from
 * (domain/forms/contractForms.ts): its messages, the app's own words, per field. Undefined
 * when the operation has no form or the form finds nothing to say.
 */
function formMessages(request: FastifyRequest, i18n: ReturnType<typeof i18nFor>) {
  const route = request.routeOptions.url
  const form = formOf(
    operations.find((op) => op.routePath === route && op.method === request.method),
  )
  if (!form) return undefined
  const result = v.safeParse(form, request.body)
  return result.success ? undefined : issueMessages(result.issues, i18n)
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) return sendError(request, reply, error)
    const status = error.statusCode ?? 500
    if (error.validation || (status >= 400 && status < 500)) {
      const i18n = i18nFor(requestLocale(request))
      if (error.validation && error.validationContext === 'body') {
        const fields = formMessages(request, i18n)
        if (fields)
          return sendError(
            request,
            reply,
            new ApiError(400, 'VALIDATION_FAILED', undefined, fields),
          )
      }
      const invalid = i18n._(errorMessages.VALIDATION_FAILED)
      const fields: Record<string, string> = {}
      for (const problem of error.validation ?? []) {
        const field = fieldOf(problem)
        if (field && !(field in fields)) fields[field] = invalid
      }
      return sendError(
        request,
        reply,
        new ApiError(
          400,
          'VALIDATION_FAILED',
          undefined,
          Object.keys(fields).length ? fields : undefined,
        ),
      )
    }
    request.log.error({ err: error }, 'request failed')
    return sendError(request, reply, new ApiError(503, 'SERVER_BUSY'))
  })
}
