// Each form's request body in openapi.yaml, by the contract's schema name. The JSON Schema
// there is generated from these (scripts/gen-forms.mjs, `npm run gen`), so a form is declared
// once, here in domain/forms; the rules JSON Schema cannot state (confirmations, "required when
// ticked", a masked card number) are checked by the form alone, on the server by the handler
// (parseForm) and, when the contract refuses a body first, by the error handler for its words.
import * as v from 'valibot'
import { looseEmail, strictEmail } from '../validation/fields'
import { contactSchema } from './contact'
import { deliveryChangeRequestSchema } from './deliveryChangeRequest'
import { otpLoginSchema, otpRequestSchema, passwordLoginSchema } from './login'
import { memberInfoSchema } from './memberInfo'
import { officeEventSchema } from './officeEvent'
import { performanceSchema, priceZonesSchema } from './officePerformance'
import { staffSignInSchema } from './officeSignIn'
import {
  activationSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resendActivationSchema,
  resetPasswordSchema,
} from './password'
import { registrationSchema } from './registration'
import { txnChangeRequestSchema } from './txnChangeRequest'

/**
 * A form as the contract describes it: where it is declared and what only the form checks (the
 * server answers those with the form's messages, like every other mistake).
 */
const described = (schema: v.GenericSchema, description: string) =>
  v.pipe(
    schema,
    v.description(`${description} A required field left out is answered with its own message.`),
  )

/** The forms, by the name of their request body's schema. */
const forms: Record<string, v.GenericSchema> = {
  RegisterRequest: described(
    registrationSchema,
    'domain/forms/registration.ts: confirmEmail and confirmPassword equal email and password; the birthday exists; a mobile number fits its area code.',
  ),
  ActivationRequest: described(activationSchema, 'domain/forms/password.ts `activationSchema`.'),
  ResendActivationRequest: described(
    resendActivationSchema,
    'domain/forms/password.ts `resendActivationSchema`.',
  ),
  LoginRequest: described(passwordLoginSchema, 'domain/forms/login.ts `passwordLoginSchema`.'),
  OtpRequest: described(otpRequestSchema, 'domain/forms/login.ts `otpRequestSchema`.'),
  OtpLoginRequest: described(otpLoginSchema, 'domain/forms/login.ts `otpLoginSchema`.'),
  ForgotPasswordRequest: described(
    forgotPasswordSchema,
    'domain/forms/password.ts `forgotPasswordSchema`.',
  ),
  ResetPasswordRequest: described(
    resetPasswordSchema,
    'domain/forms/password.ts `resetPasswordSchema`: confirmPassword equals password.',
  ),
  MemberInfoUpdate: described(
    memberInfoSchema,
    'domain/forms/memberInfo.ts: confirmEmail equals email; the birthday exists; a mobile number fits its area code; gender and card layout left out stay as they are.',
  ),
  ChangePasswordRequest: described(
    changePasswordSchema,
    'domain/forms/password.ts `changePasswordSchema`: confirmPassword equals newPassword.',
  ),
  ContactForm: described(
    contactSchema,
    'The contact form (domain/forms/contact.ts): the contact number has 8 to 15 digits.',
  ),
  TxnChangeRequest: described(
    txnChangeRequestSchema,
    'The transaction change form (domain/forms/txnChangeRequest.ts): the card number shows its first and last 4 digits and masks the rest; at least one item ticked; a ticked item filled in, an unticked one left empty.',
  ),
  DeliveryChangeRequest: described(
    deliveryChangeRequestSchema,
    'The delivery change form (domain/forms/deliveryChangeRequest.ts): the mobile number has 8 to 15 digits.',
  ),
  StaffSignInRequest: described(
    staffSignInSchema,
    'domain/forms/officeSignIn.ts `staffSignInSchema`.',
  ),
  OfficeEventForm: described(
    officeEventSchema,
    'The office event form (domain/forms/officeEvent.ts): a presenter in all three languages or none; memberTicketLimit is not below maxTicketsPerTransaction; category and venueId exist.',
  ),
  OfficePerformanceForm: described(
    performanceSchema,
    'domain/forms/officePerformance.ts `performanceSchema`: the sale closes after it opens; the pre-queue starts before the opening; a hot performance has its opening time.',
  ),
  OfficePriceZonesForm: described(
    priceZonesSchema,
    'domain/forms/officePerformance.ts `priceZonesSchema`: prices have at most 2 decimals; each zone once, each ticket type once per zone.',
  ),
}

/**
 * Fields the contract names on their own (the newsletter forms' `email` query parameter); a
 * form's field that is one of them is written as a reference to it.
 */
const fields: Record<string, v.GenericSchema> = {
  StrictEmail: strictEmail,
  LooseEmail: looseEmail,
}

export const contractForms = { forms, fields }
