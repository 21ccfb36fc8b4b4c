// The contract calls the account and login screens make, in one object the screens read from
// context: the app uses the real ones, a story hands in stand-ins (no server in Storybook).
import { createContext, type ReactNode, useContext } from 'react'
import {
  activateAccountMutation,
  botCheckQuery,
  changePasswordMutation,
  forgotPasswordMutation,
  linkSocialLoginMutation,
  loginMutation,
  loginWithAppleMutation,
  loginWithFacebookMutation,
  loginWithGoogleMutation,
  loginWithOtpMutation,
  loginWithWechatMutation,
  registerMutation,
  requestOtpMutation,
  resendActivationMutation,
  resetPasswordMutation,
  startSocialLinkMutation,
  startSocialLoginMutation,
  updateMemberInfoMutation,
} from '../../api/queries'

export const accountCalls = {
  login: loginMutation,
  requestOtp: requestOtpMutation,
  loginWithOtp: loginWithOtpMutation,
  startSocialLogin: startSocialLoginMutation,
  loginWithGoogle: loginWithGoogleMutation,
  loginWithFacebook: loginWithFacebookMutation,
  loginWithWechat: loginWithWechatMutation,
  loginWithApple: loginWithAppleMutation,
  startSocialLink: startSocialLinkMutation,
  linkSocialLogin: linkSocialLoginMutation,
  register: registerMutation,
  resendActivation: resendActivationMutation,
  activate: activateAccountMutation,
  forgotPassword: forgotPasswordMutation,
  resetPassword: resetPasswordMutation,
  updateMemberInfo: updateMemberInfoMutation,
  changePassword: changePasswordMutation,
  botCheck: botCheckQuery,
}
export type AccountCalls = typeof accountCalls

const CallsContext = createContext<AccountCalls>(accountCalls)

/** Replaces some calls for what is inside (stories). */
export function AccountCallsProvider({
  calls,
  children,
}: {
  calls: Partial<AccountCalls>
  children: ReactNode
}) {
  return (
    <CallsContext.Provider value={{ ...accountCalls, ...calls }}>{children}</CallsContext.Provider>
  )
}

export const useAccountCalls = () => useContext(CallsContext)
