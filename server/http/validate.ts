// Forms are checked by the same valibot schema the app's form uses (domain/forms), so the
// server gives the same message for the same mistake, in the request's language.
import * as v from 'valibot'
import { issueMessages } from '../../domain/validation/issueMessages'
import { ApiError } from './apiError'
import type { RequestContext } from './handler'

export function parseForm<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  ctx: Pick<RequestContext, 'i18n'>,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  throw new ApiError(400, 'VALIDATION_FAILED', undefined, issueMessages(result.issues, ctx.i18n))
}
