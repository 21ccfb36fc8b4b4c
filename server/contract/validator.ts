// Ajvs (JSON Schema 2020-12, as OpenAPI 3.1 uses) that know the whole contract, for request
// validation in Fastify. Parameters, headers and form-encoded bodies arrive as text, so their
// numbers and booleans are read from their digits and words (coerced). A JSON body says each
// value's type itself: one of another type is refused, never read as something else (`true`
// as 1, `null` as false, a number as a name).
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { contractId, document } from './contract'

export function createRequestAjv({ coerce }: { coerce: boolean }) {
  const ajv = new Ajv2020({
    strict: false,
    validateSchema: false,
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
  })
  addFormats(ajv)
  ajv.addSchema(document, contractId)
  return ajv
}

/** Whether a request part arrives as text (coerced) rather than as typed JSON. */
export function arrivesAsText(httpPart: string | undefined, contentType: string | undefined) {
  return httpPart !== 'body' || contentType !== 'application/json'
}
