// Validates an answer against the schema openapi.yaml gives for its operation, status and media
// type (Ajv on JSON Schema 2020-12, the dialect of OpenAPI 3.1).
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'

type Json = Record<string, unknown>
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const

/** Where a "#/a/b" reference points in the document. */
function resolve(doc: Json, node: Json): Json {
  const ref = node.$ref
  if (typeof ref !== 'string') return node
  const target = ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((at, key) => (at as Json)[key], doc)
  return resolve(doc, target as Json)
}

export function openapiSchemas(doc: Json) {
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema(doc, 'openapi')
  const cache = new Map<string, ValidateFunction>()

  /** Every operation as "METHOD /path". */
  const operations = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    methods.filter((method) => method in (item as Json)).map((m) => `${m.toUpperCase()} ${path}`),
  )

  /** The validator for one answer, or undefined when the document declares no body for it. */
  function validator(operation: string, status: number, mediaType: string) {
    const key = `${operation} ${status} ${mediaType}`
    if (cache.has(key)) return cache.get(key)
    const [method = '', path = ''] = operation.split(' ')
    const item = (doc.paths as Json)[path] as Json | undefined
    const op = item?.[method.toLowerCase()] as Json | undefined
    if (!op) throw new Error(`openapi.yaml has no ${operation}`)
    const responses = op.responses as Json
    const declared = responses[String(status)] ?? responses.default
    if (!declared) throw new Error(`${operation} does not document status ${status}`)
    const response = resolve(doc, declared as Json)
    const content = response.content as Json | undefined
    if (!content) return undefined
    const media = content[mediaType] as Json | undefined
    if (!media) throw new Error(`${operation} ${status} does not document ${mediaType}`)
    const schema = media.schema as Json
    // component references resolve inside the registered document
    const validate = ajv.compile(
      typeof schema.$ref === 'string' ? { $ref: `openapi${schema.$ref}` } : schema,
    )
    cache.set(key, validate)
    return validate
  }

  /** Ajv's complaints about a body, empty when it is valid. */
  function problems(operation: string, status: number, mediaType: string, body: unknown): string[] {
    const validate = validator(operation, status, mediaType)
    if (!validate) return body === undefined ? [] : ['a body where the document declares none']
    return validate(body)
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)
  }

  /** Request bodies and responses with a body but no example for the mock to serve. */
  function withoutExamples(): string[] {
    const missing: string[] = []
    const check = (where: string, content: unknown) => {
      for (const [mediaType, media] of Object.entries((content ?? {}) as Record<string, Json>)) {
        if (!media.examples && !('example' in media)) missing.push(`${where} ${mediaType}`)
      }
    }
    for (const operation of operations) {
      const [method = '', path = ''] = operation.split(' ')
      const op = ((doc.paths as Json)[path] as Json)[method.toLowerCase()] as Json
      if (op.requestBody)
        check(`${operation} request`, resolve(doc, op.requestBody as Json).content)
      for (const [status, response] of Object.entries(op.responses as Json)) {
        check(`${operation} ${status}`, resolve(doc, response as Json).content)
      }
    }
    return missing
  }

  return { operations, problems, withoutExamples }
}
