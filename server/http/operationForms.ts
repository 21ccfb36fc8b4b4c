// The domain form (domain/forms) each operation's request body is, by operationId. The
// handler checks the body with it (parseForm) and, when the contract's own check refuses a
// request first, the error handler still answers with the form's messages, so the app and the
// server say the same words for the same mistake. tests/server/formsAgree.test.ts checks each
// form against its contract body.
import type * as v from 'valibot'
import { contactSchema } from '../../domain/forms/contact'
import { deliveryChangeRequestSchema } from '../../domain/forms/deliveryChangeRequest'
import { otpLoginSchema, otpRequestSchema, passwordLoginSchema } from '../../domain/forms/login'
import { memberInfoSchema } from '../../domain/forms/memberInfo'
import {
  activationSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resendActivationSchema,
  resetPasswordSchema,
} from '../../domain/forms/password'
import { registrationSchema } from '../../domain/forms/registration'
import { txnChangeRequestSchema } from '../../domain/forms/txnChangeRequest'
import type { OperationId } from './handler'

export const operationForms: Partial<Record<OperationId, v.GenericSchema>> = {
  register: registrationSchema,
  activateAccount: activationSchema,
  resendActivation: resendActivationSchema,
  login: passwordLoginSchema,
  requestLoginOtp: otpRequestSchema,
  resendLoginOtp: otpRequestSchema,
  requestVerificationOtp: otpRequestSchema,
  loginWithOtp: otpLoginSchema,
  forgotPassword: forgotPasswordSchema,
  resetPassword: resetPasswordSchema,
  updateMemberInfo: memberInfoSchema,
  changePassword: changePasswordSchema,
  submitContactForm: contactSchema,
  submitTxnChangeRequest: txnChangeRequestSchema,
  submitDeliveryChangeRequest: deliveryChangeRequestSchema,
  confirmChangeRequest: activationSchema,
}
