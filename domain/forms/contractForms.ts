// Each form's request body in openapi.yaml, by the contract's schema name. The JSON Schema
// there is generated from these (scripts/gen-forms.mjs, `npm run gen`), so a form is declared
// once, here in domain/forms; the rules JSON Schema cannot state (confirmations, "required when
// ticked", a masked card number) are checked by the form alone, on the server by the handler
// (parseForm) and, when the contract refuses a body first, by the error handler for its words.
import type * as v from 'valibot'
import { looseEmail, strictEmail } from '../validation/fields'
import { contactSchema } from './contact'
import { deliveryChangeRequestSchema } from './deliveryChangeRequest'
import { otpLoginSchema, otpRequestSchema, passwordLoginSchema } from './login'
import { memberInfoSchema } from './memberInfo'
import {
  activationSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resendActivationSchema,
  resetPasswordSchema,
} from './password'
import { registrationSchema } from './registration'
import { txnChangeRequestSchema } from './txnChangeRequest'

/** The forms, by the name of their request body's schema. */
const forms: Record<string, v.GenericSchema> = {
  RegisterRequest: registrationSchema,
  ActivationRequest: activationSchema,
  ResendActivationRequest: resendActivationSchema,
  LoginRequest: passwordLoginSchema,
  OtpRequest: otpRequestSchema,
  OtpLoginRequest: otpLoginSchema,
  ForgotPasswordRequest: forgotPasswordSchema,
  ResetPasswordRequest: resetPasswordSchema,
  MemberInfoUpdate: memberInfoSchema,
  ChangePasswordRequest: changePasswordSchema,
  ContactForm: contactSchema,
  TxnChangeRequest: txnChangeRequestSchema,
  DeliveryChangeRequest: deliveryChangeRequestSchema,
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
