// The contract's form bodies are generated from the forms, and a field's JSON Schema comes from
// the `v.metadata` written beside its checks. The contract's check runs before the form's on the
// server, so it must never refuse what the form accepts: text the form takes, surrounding spaces
// and astral characters included, the generated schema takes too. (It may take more: what only
// the form checks, the form refuses with its own message.)
import Ajv2020 from 'ajv/dist/2020'
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  botCheckEntries,
  enteredPassword,
  linkTokenField,
  looseEmail,
  newPassword,
  optionalText,
  requiredText,
  strictEmail,
} from '../validation/fields'
import { fieldMessages as m } from '../validation/messages'
import { contractSchema, contractSchemas } from './contractSchemas'
import { transactionNumber } from './txnChangeRequest'

const ajv = new Ajv2020({ strict: false })

const spaces = fc.constantFrom('', ' ', '  ', '\t')
const padded = (text: fc.Arbitrary<string>) =>
  fc.tuple(spaces, text, spaces).map(([before, middle, after]) => before + middle + after)
const texts = padded(
  fc.oneof(
    fc.string({ maxLength: 30, unit: 'grapheme' }),
    fc.string({ maxLength: 25, unit: fc.constantFrom('a', 'Z', '7', ' ', '𠝹', '-') }),
    fc.emailAddress(),
  ),
)

const fields = {
  strictEmail,
  looseEmail,
  requiredText: requiredText(m.firstNameRequired, 5),
  optionalText: optionalText(5),
  newPassword,
  enteredPassword: enteredPassword(),
  linkToken: linkTokenField(m.linkBroken),
  captchaCode: botCheckEntries.captchaCode,
  transactionNumber,
}

describe('the JSON Schema generated for a field', () => {
  it.each(Object.entries(fields))('%s: takes every text the form takes', (_, field) => {
    const validate = ajv.compile(contractSchema(field))
    fc.assert(
      fc.property(texts, (text) => {
        if (v.safeParse(field, text).success)
          expect(validate(text), JSON.stringify(text)).toBe(true)
      }),
      { seed: 20_261_202, numRuns: 2000 },
    )
  })

  it('refuses what the metadata states: too long, only spaces, a malformed address', () => {
    const name = ajv.compile(contractSchema(fields.requiredText))
    expect([name('Chan'), name('Chan Tai'), name('   ')]).toEqual([true, false, false])
    const email = ajv.compile(contractSchema(strictEmail))
    expect([email(' taiman.chan@example.com.hk '), email('taiman.chan@')]).toEqual([true, false])
  })
})

describe('the generated form bodies', () => {
  it('are strict objects whose named fields are references', () => {
    const schemas = contractSchemas()
    expect(schemas.RegisterRequest).toMatchObject({
      type: 'object',
      additionalProperties: false,
      properties: { email: { $ref: '#/components/schemas/StrictEmail' } },
    })
  })
})
