// The request bodies that are forms (domain/forms/contractForms.ts) and their documented
// examples: each example is a form a visitor could send, so the form accepts it, and so does the
// contract's check the server runs first, whose JSON Schema is generated from the form.
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { contractForms } from '../../domain/forms/contractForms'
import {
  contractRef,
  document,
  type JsonSchema,
  operations,
  resolveRef,
} from '../../server/contract/contract'
import { createRequestAjv } from '../../server/contract/validator'

const jsonAjv = createRequestAjv({ coerce: false })
const textAjv = createRequestAjv({ coerce: true })

interface Media {
  examples?: Record<string, { value?: unknown; $ref?: string }>
}

const formBodies = operations.flatMap((operation) =>
  Object.entries(operation.body ?? {}).flatMap(([type, schema]) => {
    const name = (schema as { $ref?: string }).$ref?.replace('#/components/schemas/', '')
    const form = name ? contractForms.forms[name] : undefined
    return form ? [{ operation, type, name: name as string, form }] : []
  }),
)

/** An operation's request examples for a content type, as written in openapi.yaml. */
function examplesOf(path: string, method: string, type: string) {
  const media = (
    (document.paths[path] as Record<string, unknown>)[method.toLowerCase()] as {
      requestBody: { content: Record<string, Media> }
    }
  ).requestBody.content[type]
  return Object.entries(media?.examples ?? {}).map(([label, example]) => [
    label,
    resolveRef<{ value: unknown }>(example as { $ref: string }).value,
  ])
}

describe('the form bodies of openapi.yaml', () => {
  it('are every form listed in contractForms', () => {
    const named = new Set(formBodies.map((body) => body.name))
    expect([...named].sort()).toEqual(Object.keys(contractForms.forms).sort())
  })

  it.each(formBodies.map((body) => [body.operation.operationId, body] as const))(
    '%s: every documented example is accepted by the form and by the contract',
    (_, { operation, type, form, name }) => {
      const examples = examplesOf(operation.path, operation.method, type)
      expect(examples.length, `${operation.operationId} documents an example`).toBeGreaterThan(0)
      const validate = (type === 'application/json' ? jsonAjv : textAjv).compile(
        contractRef({ $ref: `#/components/schemas/${name}` } as JsonSchema),
      )
      for (const [label, value] of examples) {
        const parsed = v.safeParse(form, structuredClone(value))
        expect(parsed.issues ?? [], `${label}: the form`).toEqual([])
        expect(
          validate(structuredClone(value)),
          `${label}: ${JSON.stringify(validate.errors)}`,
        ).toBe(true)
      }
    },
  )
})
