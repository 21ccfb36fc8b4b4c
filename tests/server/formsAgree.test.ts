// One truth for every form: the domain schema the app's form uses (domain/forms) and the
// request body the contract documents (openapi.yaml) accept and refuse the same inputs.
// Generated inputs — valid, at the limits and wrong (tests/server/formInputs.ts) — go through
// the contract's JSON Schema with the server's own Ajv (coercion and defaults included, as a
// request meets them) and through the domain schema (given what the contract let through, as
// a handler is). The only inputs allowed to part are those whose sole problem is a rule JSON
// Schema cannot state: a confirmation that must equal another field.
//
// To add a form: append it to `forms` with realistic valid values and the edges of each field.
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { contactSchema } from '../../domain/forms/contact'
import { deliveryChangeRequestSchema } from '../../domain/forms/deliveryChangeRequest'
import { otpLoginSchema, otpRequestSchema, passwordLoginSchema } from '../../domain/forms/login'
import { memberInfoSchema } from '../../domain/forms/memberInfo'
import { newsletterSubscribeSchema, unsubscribeSchema } from '../../domain/forms/newsletter'
import {
  activationSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resendActivationSchema,
  resetPasswordSchema,
} from '../../domain/forms/password'
import { genders, interests, titles } from '../../domain/forms/personalDetails'
import { registrationSchema } from '../../domain/forms/registration'
import { txnChangeRequestSchema } from '../../domain/forms/txnChangeRequest'
import { otpLength } from '../../domain/otp'
import { cardLayouts } from '../../domain/preferences'
import {
  addressCodeMax,
  addressMax,
  botCheckCodeMax,
  botCheckIdMax,
  buildingMax,
  contactNumberMax,
  enquiryMax,
  fileKeyMax,
  firstNameMax,
  lastNameMax,
  linkToken,
  loginIdMax,
  nameMax,
  streetMax,
} from '../../domain/validation/limits'
import { contractRef, type JsonSchema, operations } from '../../server/contract/contract'
import { createRequestAjv } from '../../server/contract/validator'
import { operationForms } from '../../server/http/operationForms'
import {
  booleanEdges,
  choiceEdges,
  codeEdges,
  emailEdges,
  emails,
  type FormInputs,
  formInputs,
  integerEdges,
  ofLength,
  passwordEdges,
  passwords,
  someText,
  textEdges,
  wrongTypes,
} from './formInputs'
import {
  cardNumberEdges,
  cardNumbers,
  phoneEdges,
  phones,
  transactionNumberEdges,
  transactionNumbers,
} from './requestFormInputs'

interface Form {
  /** the operation whose request body is this form */
  operationId: string
  schema: v.GenericSchema
  input: FormInputs
  /** fields whose rule only the domain can state (a confirmation equal to another field) */
  domainOnly?: string[]
}

// ── field values shared by the account forms ─────────────────────────────────────────────

const captcha = {
  captchaId: fc.oneof(ofLength(botCheckIdMax), ofLength(botCheckIdMax + 1), wrongTypes),
  captchaCode: fc.oneof(
    ofLength(botCheckCodeMax),
    ofLength(botCheckCodeMax + 1),
    fc.constant(''),
    wrongTypes,
  ),
}

const birthdays = fc.record({
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
})
const areaCodes = ['852', '853', '86', '1', '44', '1868', '12345', '', '+852', ' 852', '０']
const mobileNumbers = [
  '91234567',
  '41234567',
  '21234567',
  '9123456',
  '912345678',
  '9123 4567',
  '13800138000',
  '1234',
  '123',
  '12345678901234',
  '123456789012345',
  '',
]
const profileValid = {
  title: fc.constantFrom(...titles),
  firstName: someText(firstNameMax),
  lastName: someText(lastNameMax),
  birthday: birthdays,
  address: fc.record({
    country: fc.constantFrom('HK', 'MO', 'CN'),
    province: fc.constantFrom('HK-ALL', 'CN-GD'),
    area: fc.constantFrom('HK-NT', 'HK-KLN'),
    district: fc.constantFrom('HK-NT-ST', 'HK-KLN-YTM'),
    street: someText(streetMax),
    building: someText(buildingMax),
  }),
  mobile: fc.oneof(
    fc.record({ areaCode: fc.constant('852'), number: fc.stringMatching(/^[4-9]\d{7}$/) }),
    fc.record({
      areaCode: fc.constantFrom('86', '853', '44'),
      number: fc.stringMatching(/^\d{4,14}$/),
    }),
  ),
  interests: fc.uniqueArray(fc.constantFrom(...interests), { maxLength: 4 }),
  optOutDirectMarketing: fc.boolean(),
}
const profileEdges = {
  title: choiceEdges(titles),
  firstName: textEdges(firstNameMax),
  lastName: textEdges(lastNameMax),
  birthday: fc.oneof(
    fc.record({ month: fc.integer({ min: 0, max: 13 }), day: fc.integer({ min: 0, max: 32 }) }),
    wrongTypes,
  ),
  'birthday.month': integerEdges(1, 12),
  'birthday.day': integerEdges(1, 31),
  address: wrongTypes,
  'address.country': textEdges(addressCodeMax),
  'address.district': textEdges(addressCodeMax),
  'address.street': textEdges(streetMax),
  'address.building': textEdges(buildingMax),
  mobile: fc.oneof(
    fc.record({
      areaCode: fc.constantFrom(...areaCodes),
      number: fc.constantFrom(...mobileNumbers),
    }),
    wrongTypes,
  ),
  'mobile.areaCode': fc.oneof(fc.constantFrom(...areaCodes), wrongTypes),
  'mobile.number': fc.oneof(fc.constantFrom(...mobileNumbers), wrongTypes),
  interests: fc.oneof(
    fc.array(fc.constantFrom(...interests, 'knitting', 'Movie', ''), { maxLength: 4 }),
    fc.constantFrom<unknown>('movie', 'knitting', [null], [1]),
    wrongTypes,
  ),
  optOutDirectMarketing: booleanEdges,
}

/** A mailed link's token: the lengths around its limits, and values of the wrong type. */
const linkTokenInput = formInputs(fc.record({ token: ofLength(32) }), {
  token: fc.oneof(
    fc
      .constantFrom(0, linkToken.min - 1, linkToken.min, linkToken.max, linkToken.max + 1)
      .chain(ofLength),
    wrongTypes,
  ),
})
/** A password and its confirmation, equal. */
const confirmedPassword = passwords.map((password) => ({ password, confirmPassword: password }))

// ── the forms ────────────────────────────────────────────────────────────────────────────

const otpRequest = formInputs(
  fc.record(
    {
      email: emails,
      acceptTerms: fc.constant(true),
      captchaId: ofLength(22),
      captchaCode: ofLength(5),
    },
    { requiredKeys: ['email', 'acceptTerms'] },
  ),
  { email: emailEdges, acceptTerms: booleanEdges, ...captcha },
)

const forms: Form[] = [
  {
    operationId: 'register',
    schema: registrationSchema,
    domainOnly: ['confirmEmail', 'confirmPassword'],
    input: formInputs(
      fc
        .record({
          email: emails,
          password: passwords,
          acceptTerms: fc.constant(true),
          captchaId: ofLength(22),
          captchaCode: ofLength(5),
          ...profileValid,
        })
        .map((form) => ({ ...form, confirmEmail: form.email, confirmPassword: form.password })),
      {
        email: emailEdges,
        confirmEmail: emailEdges,
        password: passwordEdges,
        confirmPassword: passwordEdges,
        acceptTerms: booleanEdges,
        ...captcha,
        ...profileEdges,
      },
    ),
  },
  {
    operationId: 'updateMemberInfo',
    schema: memberInfoSchema,
    domainOnly: ['confirmEmail'],
    input: formInputs(
      fc
        .record({
          email: emails,
          gender: fc.constantFrom(...genders),
          cardLayout: fc.constantFrom(...cardLayouts),
          ...profileValid,
        })
        .map((form) => ({ ...form, confirmEmail: form.email })),
      {
        email: emailEdges,
        confirmEmail: emailEdges,
        gender: choiceEdges(genders),
        cardLayout: choiceEdges(cardLayouts),
        ...profileEdges,
      },
    ),
  },
  {
    operationId: 'login',
    schema: passwordLoginSchema,
    input: formInputs(
      fc.record(
        {
          loginId: fc.oneof(emails, someText(loginIdMax)),
          password: fc.constantFrom(1, 8, 20).chain(ofLength),
          captchaId: ofLength(22),
          captchaCode: ofLength(5),
        },
        { requiredKeys: ['loginId', 'password'] },
      ),
      { loginId: textEdges(loginIdMax), password: passwordEdges, ...captcha },
    ),
  },
  // one-time password requests: for login, again after 60 s, and a member's verification
  { operationId: 'requestLoginOtp', schema: otpRequestSchema, input: otpRequest },
  { operationId: 'resendLoginOtp', schema: otpRequestSchema, input: otpRequest },
  { operationId: 'requestVerificationOtp', schema: otpRequestSchema, input: otpRequest },
  {
    operationId: 'loginWithOtp',
    schema: otpLoginSchema,
    input: formInputs(
      fc.record({
        email: emails,
        otp: fc.stringMatching(new RegExp(`^[0-9]{${otpLength}}$`)),
        acceptTerms: fc.constant(true),
      }),
      { email: emailEdges, otp: codeEdges(otpLength), acceptTerms: booleanEdges },
    ),
  },
  {
    operationId: 'forgotPassword',
    schema: forgotPasswordSchema,
    input: formInputs(fc.record({ email: emails }), { email: emailEdges }),
  },
  {
    operationId: 'resendActivation',
    schema: resendActivationSchema,
    input: formInputs(fc.record({ email: emails }), { email: emailEdges }),
  },
  {
    operationId: 'activateAccount',
    schema: activationSchema,
    input: linkTokenInput,
  },
  {
    operationId: 'confirmChangeRequest',
    schema: activationSchema,
    input: linkTokenInput,
  },
  {
    operationId: 'resetPassword',
    schema: resetPasswordSchema,
    domainOnly: ['confirmPassword'],
    input: formInputs(
      fc.tuple(ofLength(32), confirmedPassword).map(([token, both]) => ({ token, ...both })),
      {
        token: fc.constantFrom(linkToken.min - 1, linkToken.max + 1).chain(ofLength),
        password: passwordEdges,
        confirmPassword: passwordEdges,
      },
    ),
  },
  {
    operationId: 'changePassword',
    schema: changePasswordSchema,
    domainOnly: ['confirmPassword'],
    input: formInputs(
      fc.tuple(passwords, passwords).map(([oldPassword, newPassword]) => ({
        oldPassword,
        newPassword,
        confirmPassword: newPassword,
      })),
      { oldPassword: passwordEdges, newPassword: passwordEdges, confirmPassword: passwordEdges },
    ),
  },
  // ── the public forms ──
  {
    operationId: 'submitContactForm',
    schema: contactSchema,
    input: formInputs(
      fc.record({
        name: someText(nameMax),
        email: emails,
        contactNumber: phones,
        content: someText(enquiryMax),
      }),
      {
        name: textEdges(nameMax),
        email: emailEdges,
        contactNumber: phoneEdges,
        content: textEdges(enquiryMax),
      },
    ),
  },
  {
    operationId: 'submitTxnChangeRequest',
    schema: txnChangeRequestSchema,
    input: formInputs(
      fc
        .record({
          txnNo: transactionNumbers,
          cardNumber: cardNumbers,
          cardImageKey: someText(fileKeyMax),
          changeContactName: fc.boolean(),
          changeContactNumber: fc.boolean(),
          changeAddress: fc.boolean(),
          name: someText(nameMax),
          phone: phones,
          address: someText(addressMax),
        })
        .filter((f) => f.changeContactName || f.changeContactNumber || f.changeAddress)
        // only the ticked items are filled in; an unticked box is sometimes left out
        .map(({ name, phone, address, ...form }) => ({
          ...form,
          ...(form.changeContactName ? { newContactName: name } : {}),
          ...(form.changeContactNumber ? { newContactNumber: phone } : {}),
          ...(form.changeAddress ? { newAddress: address } : { newAddress: '' }),
        })),
      {
        txnNo: transactionNumberEdges,
        cardNumber: cardNumberEdges,
        cardImageKey: textEdges(fileKeyMax),
        changeContactName: booleanEdges,
        newContactName: textEdges(nameMax),
        changeContactNumber: booleanEdges,
        newContactNumber: fc.oneof(phoneEdges, textEdges(contactNumberMax)),
        changeAddress: booleanEdges,
        newAddress: textEdges(addressMax),
      },
    ),
  },
  {
    operationId: 'submitDeliveryChangeRequest',
    schema: deliveryChangeRequestSchema,
    input: formInputs(
      fc.record(
        {
          txnNo: transactionNumbers,
          contactName: someText(nameMax),
          mobile: phones,
          deliveryAddress: someText(addressMax),
          email: emails,
          cardImageKey: someText(fileKeyMax),
        },
        { requiredKeys: ['txnNo', 'contactName', 'mobile', 'deliveryAddress', 'email'] },
      ),
      {
        txnNo: transactionNumberEdges,
        contactName: textEdges(nameMax),
        mobile: phoneEdges,
        deliveryAddress: textEdges(addressMax),
        email: emailEdges,
        cardImageKey: textEdges(fileKeyMax),
      },
    ),
  },
]

// ── the check ────────────────────────────────────────────────────────────────────────────

// as the server checks them: a JSON body as typed, a form-encoded one read from its text
const jsonAjv = createRequestAjv({ coerce: false })
const ajv = createRequestAjv({ coerce: true })

function contractValidator(operationId: string) {
  const operation = operations.find((op) => op.operationId === operationId)
  const json = operation?.body?.['application/json']
  const schema = json ?? Object.values(operation?.body ?? {})[0]
  if (!schema) throw new Error(`${operationId} has no request body in openapi.yaml`)
  return (json ? jsonAjv : ajv).compile(contractRef(schema as JsonSchema))
}

const paths = (issues: readonly v.BaseIssue<unknown>[]) => [
  ...new Set(issues.map((found) => v.getDotPath(found) ?? '')),
]

describe('every form and the contract agree on what they accept', () => {
  it('lists every operation the server checks with a domain form', () => {
    const listed = new Map(forms.map((form) => [form.operationId, form.schema]))
    for (const [operationId, schema] of Object.entries(operationForms)) {
      expect(listed.get(operationId), `${operationId} is missing from forms`).toBe(schema)
    }
  })

  it.each(forms.map((form) => [form.operationId, form] as const))(
    '%s: the domain schema and the request body accept and refuse the same inputs',
    (_, form) => {
      const validate = contractValidator(form.operationId)
      fc.assert(
        fc.property(form.input.inputs, (input) => {
          // the contract sees the request as sent; the domain sees what the contract let through
          const sent = structuredClone(input)
          const contractAccepts = validate(sent)
          const domain = v.safeParse(form.schema, contractAccepts ? sent : input)
          const what = `${JSON.stringify(input)}\n  contract: ${contractAccepts ? 'accepts' : JSON.stringify(validate.errors?.[0])}\n  domain: ${domain.success ? 'accepts' : paths(domain.issues).join(', ')}`
          if (contractAccepts && !domain.success) {
            const unsayable = paths(domain.issues).filter(
              (path) => !form.domainOnly?.includes(path),
            )
            expect(unsayable, what).toEqual([])
          }
          expect(domain.success && !contractAccepts, what).toBe(false)
        }),
        // more fields, more runs: each field gets about fifty changed values of its own
        { seed: 20_261_123, numRuns: Math.max(400, 100 * form.input.fields) },
      )
    },
  )
})

describe('the newsletter forms and their email parameter agree', () => {
  // the address travels as the `email` query parameter: its schema is the form's one field
  const parameterValidator = (operationId: string) => {
    const operation = operations.find((op) => op.operationId === operationId)
    const email = operation?.parameters.find((p) => p.in === 'query' && p.name === 'email')
    if (!email) throw new Error(`${operationId} has no email parameter in openapi.yaml`)
    return ajv.compile(
      contractRef({
        type: 'object',
        properties: { email: email.schema },
        required: ['email'],
        additionalProperties: false,
      }),
    )
  }
  // a query parameter is always text
  const addresses = fc.oneof(
    emails,
    emailEdges.filter((e) => typeof e === 'string'),
  )

  it.each([
    ['subscribeNewsletter', newsletterSubscribeSchema],
    ['unsubscribeNewsletter', unsubscribeSchema],
  ] as const)(
    '%s: the domain schema and the parameter accept and refuse the same addresses',
    (operationId, schema) => {
      const validate = parameterValidator(operationId)
      fc.assert(
        fc.property(addresses, (email) => {
          const input = { email }
          const contractAccepts = validate(structuredClone(input))
          const domainAccepts = v.safeParse(schema, input).success
          expect(domainAccepts, `${JSON.stringify(email)} contract: ${contractAccepts}`).toBe(
            contractAccepts,
          )
        }),
        { seed: 20_261_123, numRuns: 400 },
      )
    },
  )
})
