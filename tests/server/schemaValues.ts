// Values for the fuzz, from openapi.yaml's JSON Schemas: `validValue` is a fast-check
// arbitrary of values the schema accepts (enough of JSON Schema for this contract: refs, types,
// enums, const, formats, patterns, bounds, objects, arrays, oneOf/anyOf/allOf), `edgeValues`
// the values right at and just past the schema's limits, and `oddValues` what any field may be
// sent by a broken or hostile client.
import fc from 'fast-check'
import { type JsonSchema, resolveRef } from '../../server/contract/contract'

const resolve = (schema: JsonSchema | undefined): JsonSchema =>
  resolveRef<JsonSchema>((schema ?? {}) as JsonSchema) ?? {}

/** allOf folded into one schema (properties and required lists merged). */
function flatten(schema: JsonSchema | undefined): JsonSchema {
  const resolved = resolve(schema)
  const parts = resolved.allOf as JsonSchema[] | undefined
  if (!parts) return resolved
  const merged: JsonSchema = { ...resolved, allOf: undefined }
  for (const part of parts.map(flatten)) {
    merged.type ??= part.type
    merged.properties = {
      ...(merged.properties as object),
      ...(part.properties as object),
    }
    merged.required = [
      ...((merged.required as string[]) ?? []),
      ...((part.required as string[]) ?? []),
    ]
    if (part.additionalProperties === false) merged.additionalProperties = false
  }
  return merged
}

function typeOf(schema: JsonSchema): string | undefined {
  const type = schema.type
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined
  if (typeof type === 'string') return type
  if (schema.properties) return 'object'
  if (schema.items) return 'array'
  return undefined
}

const formats: Record<string, fc.Arbitrary<string>> = {
  email: fc.constantFrom('siuming@example.com.hk', 'a.b+c@mail.example.hk', 'x@y.hk'),
  date: fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  'date-time': fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  uri: fc.constantFrom('https://www.citytix.hk/', 'https://example.com/a?b=c'),
  'uri-reference': fc.constantFrom('/event/1', 'https://www.citytix.hk/x'),
}

/**
 * The size at which a pattern's strings mostly fit the length limits, so `filter` rarely has
 * to refuse one: at the default size the card-number pattern (unbounded `[\s-]*` repeats,
 * 30 characters at most) made nearly every string too long, and filtering them was slow; at the
 * smallest size a pattern with a long minimum length may never fit.
 */
function patternSize(pattern: string, fits: (v: string) => boolean): fc.Size {
  const sizes: fc.Size[] = ['xsmall', 'small', 'medium']
  for (const size of sizes) {
    const sample = fc.sample(fc.stringMatching(new RegExp(pattern), { size }), {
      seed: 1,
      numRuns: 20,
    })
    if (sample.filter(fits).length >= 10) return size
  }
  return 'small'
}

export function validValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = flatten(schema)
  if ('const' in s) return fc.constant(s.const)
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]))
  const choices = (s.oneOf ?? s.anyOf) as JsonSchema[] | undefined
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, depth + 1)))
  switch (typeOf(s)) {
    case 'string': {
      if (typeof s.format === 'string' && formats[s.format]) return formats[s.format] as never
      const minLength = (s.minLength as number) ?? 0
      const maxLength = Math.min((s.maxLength as number) ?? 40, 200)
      if (typeof s.pattern === 'string') {
        const fits = (v: string) => v.length >= minLength && v.length <= maxLength
        return fc
          .stringMatching(new RegExp(s.pattern), { size: patternSize(s.pattern, fits) })
          .filter(fits)
      }
      return fc.string({ minLength, maxLength: Math.max(minLength, maxLength), unit: 'grapheme' })
    }
    case 'integer':
      return fc.integer({
        min: Math.max((s.minimum as number) ?? -1000, -(2 ** 31)),
        max: Math.min((s.maximum as number) ?? 100_000, 2 ** 31 - 1),
      })
    case 'number':
      return fc.double({
        min: (s.minimum as number) ?? -1e6,
        max: (s.maximum as number) ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      })
    case 'boolean':
      return fc.boolean()
    case 'array': {
      const minLength = (s.minItems as number) ?? 0
      const maxLength = Math.min((s.maxItems as number) ?? 3, depth > 2 ? minLength : 3)
      return fc.array(validValue(s.items as JsonSchema, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, maxLength),
      })
    }
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, JsonSchema>
      const required = new Set((s.required as string[]) ?? [])
      const record = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          validValue(property, depth + 1),
        ]),
      )
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
      })
    }
    default:
      return fc.constantFrom('x', 1, true, null)
  }
}

const long = 'x'.repeat(10_000)

/** What a broken or hostile client may put anywhere. */
export const oddStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\u202eRTL\u202c',
  '\u200f\u200e\u200b',
  '🎫🇭🇰👩🏽‍💻',
  'e\u0301',
  '𠀀'.repeat(5000),
  long,
  '%',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\r\nX-Injected: 1',
  '１２３',
  '0x10',
  '1e999',
  'NaN',
  '-Infinity',
  '-0',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
]

export const oddValues: readonly unknown[] = [
  ...oddStrings,
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -1e308,
  [],
  [1, 'a'],
  {},
  { nested: { deeper: [null] } },
]

/** Values at and just past the schema's limits (and valid values of a neighbouring type). */
export function edgeValues(schema: JsonSchema | undefined): unknown[] {
  const s = flatten(schema)
  const values: unknown[] = []
  if (Array.isArray(s.enum)) {
    for (const value of (s.enum as unknown[]).slice(0, 2)) {
      if (typeof value === 'string') values.push(value.toUpperCase(), ` ${value}`, `${value}x`)
    }
  }
  switch (typeOf(s)) {
    case 'string': {
      if (typeof s.maxLength === 'number') {
        values.push('x'.repeat(s.maxLength), 'x'.repeat(s.maxLength + 1), '語'.repeat(s.maxLength))
      }
      if (typeof s.minLength === 'number' && s.minLength > 0) {
        values.push('x'.repeat(s.minLength - 1))
      }
      if (typeof s.pattern === 'string') values.push('x', `${'9'.repeat(40)}!`)
      if (s.format) values.push('not-a-valid-value', '2026-02-30', '2026-13-01T25:61:00Z')
      values.push(1, true)
      break
    }
    case 'integer':
    case 'number': {
      if (typeof s.minimum === 'number') values.push(s.minimum, s.minimum - 1)
      if (typeof s.maximum === 'number') values.push(s.maximum, s.maximum + 1)
      values.push(0, -1, 0.5, 2 ** 31, 2 ** 63, '12', '1.0', '')
      break
    }
    case 'boolean':
      values.push('true', 1, 'yes')
      break
    case 'array':
      values.push(
        [],
        Array.from({ length: 1000 }, () => 1),
        'x',
      )
      if (typeof s.maxItems === 'number') values.push(Array.from({ length: s.maxItems + 1 }))
      break
    case 'object':
      values.push([], 'x', { __proto__: { polluted: true } })
      break
  }
  return values
}

export interface FieldPath {
  path: string[]
  schema: JsonSchema
  required: boolean
}

/** Every property of an object schema, nested objects included (two levels). */
export function fieldsOf(schema: JsonSchema | undefined, prefix: string[] = []): FieldPath[] {
  const s = flatten(schema)
  if (typeOf(s) !== 'object' || prefix.length > 2) return []
  const required = new Set((s.required as string[]) ?? [])
  return Object.entries((s.properties ?? {}) as Record<string, JsonSchema>).flatMap(
    ([name, property]) => [
      { path: [...prefix, name], schema: property, required: required.has(name) },
      ...fieldsOf(property, [...prefix, name]),
    ],
  )
}
