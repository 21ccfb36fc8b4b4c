// Inputs for tests/server/formsAgree.test.ts: for each kind of form field, realistic valid
// values and the values where a domain schema and a JSON Schema are most likely to part:
// lengths at and just past a limit (counted with characters outside the Basic Multilingual
// Plane, which JavaScript counts twice and JSON Schema once), text that is only spaces, spaces
// around valid text, look-alike digits, wrong types and missing fields.
import fc from 'fast-check'

/** Any JSON value of the wrong kind for a field. */
export const wrongTypes = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  1,
  -1,
  1.5,
  [],
  {},
  ['x'],
  { a: 1 },
)

/** Text with no character other than spaces, in the many kinds JavaScript trims. */
export const onlySpaces = fc.constantFrom('', ' ', '   ', '\t', '\n', '\u3000', '\u00a0', '\ufeff')

const pieces = ['a', 'Z', '7', ' ', '語', '𠝹', 'é', '-', '👍'] as const

/** A string of exactly `n` characters (code points), some of them spaces or astral. */
export const ofLength = (n: number) =>
  fc
    .array(fc.constantFrom(...pieces), { minLength: Math.max(0, n), maxLength: Math.max(0, n) })
    .map((chars) => chars.join(''))

/** Valid text padded with spaces, as autocomplete and copy-paste leave it. */
export const padded = (text: fc.Arbitrary<string>) =>
  fc.tuple(onlySpaces, text, onlySpaces).map(([before, middle, after]) => before + middle + after)

/** Free text limited to `max` characters (and `min`, when there is one). */
export function textEdges(max: number, min = 0): fc.Arbitrary<unknown> {
  const limits = [min - 1, min, max, max + 1].filter((n) => n >= 0)
  return fc.oneof(
    onlySpaces,
    { arbitrary: fc.constantFrom(...limits).chain(ofLength), weight: 6 },
    fc.constantFrom(0, 1, max - 1, max + 2).chain(ofLength),
    padded(ofLength(Math.max(1, max - 1))),
    fc.string({ unit: 'grapheme', maxLength: max + 3 }),
    wrongTypes,
  )
}

/** Realistic valid text of 1 to `max` characters. */
export const someText = (max: number) =>
  fc
    .string({ unit: 'grapheme-composite', minLength: 1, maxLength: Math.min(max, 40) })
    .filter((text) => text.trim() !== '' && [...text].length <= max)

export const emails = fc.oneof(
  fc.constantFrom('taiman.chan@example.com.hk', "o'brien+tickets@mail.example.ie", 'X@Y.HK'),
  fc.emailAddress({ size: 'small' }),
)

/** Addresses at every edge of the strict and loose patterns and of the length limit. */
export const emailEdges = fc.oneof(
  onlySpaces,
  padded(emails),
  fc.constantFrom(
    `${'a'.repeat(89)}@example.hk`, // 100 characters
    `${'a'.repeat(90)}@example.hk`, // 101
    ` ${'a'.repeat(89)}@example.hk`, // 101 with the space
    `${'𠝹'.repeat(30)}@example.hk`,
  ),
  fc.constantFrom(
    'someone@localhost',
    'someone@example.c',
    'someone@-example.com',
    'someone@example..com',
    '.someone@example.com',
    'some..one@example.com',
    'someone@例子.香港',
    'some one@example.com',
    'someone@@example.com',
    '@example.com',
    'someone@',
    'someone',
    'someone@example.com.',
    'ｓomeone@example.com',
  ),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  wrongTypes,
)

export const choiceEdges = (values: readonly string[]) =>
  fc.oneof(
    fc.constantFrom(...values),
    fc.constantFrom(...values).map((value) => value.toUpperCase()),
    fc.constantFrom(...values).map((value) => value.toLowerCase()),
    fc.constantFrom(...values).map((value) => ` ${value}`),
    fc.constantFrom('', 'other', 'undefined'),
    wrongTypes,
  )

export const booleanEdges = fc.oneof(
  fc.boolean(),
  fc.constantFrom<unknown>('true', 'false', 1, 0, null, 'yes'),
)

export const integerEdges = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min: min - 2, max: max + 2 }),
    fc.constantFrom<unknown>(1.5, -0, 2 ** 31, 2 ** 53 + 2, '7', '07', '', ' 7', '1e1'),
    wrongTypes,
  )

/** A new password: 8–20 characters as typed. */
export const passwords = fc.constantFrom(8, 12, 20).chain(ofLength)
export const passwordEdges = fc.oneof(
  fc.constantFrom(0, 1, 7, 8, 20, 21, 40).chain(ofLength),
  onlySpaces,
  wrongTypes,
)

export const codeEdges = (digits: number) =>
  fc.oneof(
    fc.stringMatching(new RegExp(`^[0-9]{${digits}}$`)),
    fc.constantFrom(
      `${'1'.repeat(digits - 1)}`,
      `${'1'.repeat(digits + 1)}`,
      ` ${'1'.repeat(digits)}`,
      `${'1'.repeat(digits - 1)}a`,
      '１'.repeat(digits),
      '',
    ),
    wrongTypes,
  )

/** Set (or, with `remove`, delete) a field at a dot path, creating objects on the way. */
export function setPath(
  target: Record<string, unknown>,
  path: string,
  value: unknown,
  remove = false,
) {
  const keys = path.split('.')
  let node = target
  for (const key of keys.slice(0, -1)) {
    const next = node[key]
    if (!next || typeof next !== 'object' || Array.isArray(next)) node[key] = {}
    node = node[key] as Record<string, unknown>
  }
  const last = keys[keys.length - 1] as string
  if (remove) delete node[last]
  else node[last] = value
}

/**
 * A valid form with 0–3 fields changed: set to one of their edge values, left out, or an
 * unknown field added. One input in seven is left valid, four in seven have one change.
 */
export function formInputs(
  valid: fc.Arbitrary<Record<string, unknown>>,
  edges: Record<string, fc.Arbitrary<unknown>>,
): FormInputs {
  const paths = Object.keys(edges)
  const change = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .constantFrom(...paths)
        .chain((path) =>
          (edges[path] as fc.Arbitrary<unknown>).map((value) => ({ path, value, remove: false })),
        ),
    },
    fc.constantFrom(...paths).map((path) => ({ path, value: undefined, remove: true })),
    fc.constantFrom('nickname', 'address.floor', 'mobile.extension', '__proto__').map((path) => ({
      path,
      value: 'x',
      remove: false,
    })),
  )
  // mostly one change, so a field's edge is judged on its own and not hidden by another's
  const changes = fc.oneof(
    { weight: 1, arbitrary: fc.constant([]) },
    { weight: 4, arbitrary: change.map((one) => [one]) },
    { weight: 2, arbitrary: fc.array(change, { minLength: 2, maxLength: 3 }) },
  )
  const inputs = fc.tuple(valid, changes).map(([form, changes]) => {
    const input = structuredClone(form)
    // a copy of each value: a shared constant set inside itself would make a cycle
    for (const { path, value, remove } of changes)
      setPath(input, path, structuredClone(value), remove)
    return input
  })
  return { inputs, fields: paths.length }
}

export interface FormInputs {
  inputs: fc.Arbitrary<Record<string, unknown>>
  /** how many fields have edges (a form with more fields needs more runs) */
  fields: number
}
