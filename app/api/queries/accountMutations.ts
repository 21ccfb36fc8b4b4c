// Writes for logging in, registration, activation and password reset, apart from the reads of
// queries/account.ts, which the routes' loaders bring into the entry: these travel with the
// screens that make them. Every login path ends in startSession (session.ts, spec §4).
import { type MutationFunctionContext, mutationOptions } from '@tanstack/react-query'
import { api, formEncoded } from '../client'
import { unwrap } from '../errors'
import { startSession } from './session'
import type { Schemas } from './types'

const loggedIn = (
  result: Schemas['LoginResult'],
  _variables: unknown,
  _onMutate: unknown,
  { client }: MutationFunctionContext,
) => startSession(client, result)

export const loginMutation = mutationOptions({
  mutationKey: ['account', 'login'],
  mutationFn: (body: Schemas['LoginRequest']) =>
    api.POST('/api/user/login.do', { body }).then(unwrap),
  onSuccess: loggedIn,
})

export const loginWithOtpMutation = mutationOptions({
  mutationKey: ['account', 'loginOtp'],
  mutationFn: (body: Schemas['OtpLoginRequest']) =>
    api.POST('/api/LoginOTP.do', { body }).then(unwrap),
  onSuccess: loggedIn,
})

/**
 * The provider's address to send the visitor to; keep `state` (session storage) and post the
 * code that comes back to /Login.html only with that same state.
 */
export const startSocialLoginMutation = mutationOptions({
  mutationKey: ['account', 'socialStart'],
  mutationFn: (provider: Schemas['SocialProvider']) =>
    api.POST('/api/login/start.do', { body: { provider } }).then(unwrap),
})

export const loginWithFacebookMutation = mutationOptions({
  mutationKey: ['account', 'facebook'],
  mutationFn: (body: Schemas['SocialLoginRequest']) =>
    api.POST('/api/login/facebook.do', { body }).then(unwrap),
  onSuccess: loggedIn,
})

export const loginWithGoogleMutation = mutationOptions({
  mutationKey: ['account', 'google'],
  mutationFn: (body: Schemas['SocialLoginRequest']) =>
    api.POST('/api/login/google.do', { body }).then(unwrap),
  onSuccess: loggedIn,
})

/** WeChat shares no email: it signs in once a member has linked it (linkSocialLoginMutation). */
export const loginWithWechatMutation = mutationOptions({
  mutationKey: ['account', 'wechat'],
  mutationFn: (body: Schemas['SocialLoginRequest']) =>
    api.POST('/api/login/wechat.do', { body }).then(unwrap),
  onSuccess: loggedIn,
})

/** Apple's form post, relayed when Sign in with Apple answers in a pop-up. */
export const loginWithAppleMutation = mutationOptions({
  mutationKey: ['account', 'apple'],
  mutationFn: (body: Schemas['AppleCallback']) =>
    api.POST('/api/login/apple.do', { body, headers: formEncoded }).then(unwrap),
  onSuccess: loggedIn,
})

/** Emails a login code (valid 15 minutes); `resend` after the 60-second countdown. */
export const requestOtpMutation = mutationOptions({
  mutationKey: ['account', 'otp'],
  mutationFn: ({ resend = false, ...body }: Schemas['OtpRequest'] & { resend?: boolean }) =>
    api.POST(resend ? '/api/otp2.do' : '/api/otp.do', { body }).then(unwrap),
})

/** A code for another verification by a logged-in member (e.g. a new email). */
export const requestVerificationOtpMutation = mutationOptions({
  mutationKey: ['account', 'verificationOtp'],
  mutationFn: (body: Schemas['OtpRequest']) => api.POST('/api/otp3.do', { body }).then(unwrap),
})

export const forgotPasswordMutation = mutationOptions({
  mutationKey: ['account', 'forgotPassword'],
  mutationFn: (email: string) =>
    api.POST('/api/user/forgotPassword.do', { body: { email } }).then(unwrap),
})

export const resetPasswordMutation = mutationOptions({
  mutationKey: ['account', 'resetPassword'],
  mutationFn: (body: Schemas['ResetPasswordRequest']) =>
    api.POST('/api/user/resetPassword.do', { body }).then(unwrap),
})

export const registerMutation = mutationOptions({
  mutationKey: ['account', 'register'],
  mutationFn: (body: Schemas['RegisterRequest']) =>
    api.POST('/api/user/register.do', { body }).then(unwrap),
})

/** Mails the activation link again (the same answer whether or not the email is known). */
export const resendActivationMutation = mutationOptions({
  mutationKey: ['account', 'resendActivation'],
  mutationFn: (email: string) =>
    api.POST('/api/user/resendActivation.do', { body: { email } }).then(unwrap),
})

export const activateAccountMutation = mutationOptions({
  mutationKey: ['account', 'activate'],
  mutationFn: (token: string) =>
    api.POST('/api/user/activate.do', { body: { token } }).then(unwrap),
})
