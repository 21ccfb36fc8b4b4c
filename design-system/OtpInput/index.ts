export { cleanOtp, OtpInput, type OtpInputProps } from './OtpInput'
export { ResendCode, type ResendCodeProps } from './ResendCode'
