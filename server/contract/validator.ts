// One Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses) that knows the whole contract, for
// request validation in Fastify. Parameters and form bodies arrive as strings: coerced.
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { contractId, document } from './contract'

export function createRequestAjv() {
  const ajv = new Ajv2020({
    strict: false,
    validateSchema: false,
    allErrors: false,
    coerceTypes: 'array',
    useDefaults: true,
  })
  addFormats(ajv)
  ajv.addSchema(document, contractId)
  return ajv
}
