// The JSON Schema of each form body and named field of the contract (contractForms.ts), as
// scripts/gen-forms.mjs writes them into openapi.yaml. What JSON Schema can state of a field
// (types, choices, strict objects, lengths, patterns) comes from the schema's actions and the
// `v.metadata` beside a check; a check itself is a function, the form's alone, and is left out
// (docs/decisions/0009-forms-declared-once.md). Used by the generator and its tests only.
import { type ConversionConfig, type JsonSchema, toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { contractForms } from './contractForms'

const config: ConversionConfig = {
  target: 'draft-2020-12',
  // lengths are measured as typed, before trimming; a pattern after the trim is in metadata
  typeMode: 'input',
  ignoreActions: ['check', 'raw_check', 'trim'],
}

/** A JSON Schema as the contract writes it: no $schema or $defs, no defaults (a form's empties). */
function asContract(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asContract)
  if (!schema || typeof schema !== 'object') return schema
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema' || key === '$defs' || key === 'default') continue
    if (key === 'required' && Array.isArray(value) && value.length === 0) continue
    kept[key] = asContract(value)
  }
  return kept
}

/** One field or form as the contract states it. */
export const contractSchema = (schema: v.GenericSchema) =>
  asContract(toJsonSchema(schema, config)) as JsonSchema

/** Every named field, then every form, by its name in components.schemas. */
export function contractSchemas(): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {}
  for (const [name, schema] of Object.entries(contractForms.fields)) {
    schemas[name] = contractSchema(schema)
  }
  // a form's field that the contract names on its own is a reference to it
  const withFields: ConversionConfig = {
    ...config,
    definitions: contractForms.fields,
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  }
  for (const [name, schema] of Object.entries(contractForms.forms)) {
    schemas[name] = asContract(toJsonSchema(schema, withFields)) as JsonSchema
  }
  return schemas
}
