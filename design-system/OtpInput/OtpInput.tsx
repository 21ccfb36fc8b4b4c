import { useLingui } from '@lingui/react/macro'
import { type ClipboardEvent, type ReactNode, type Ref, type SyntheticEvent, useState } from 'react'
import { otpLength } from '../../domain/otp'
import { type FieldProps, FormField, splitFieldProps } from '../FormField'
import { Stack } from '../layout'
import * as styles from './OtpInput.css'
import { ResendCode, type ResendCodeProps } from './ResendCode'

/** Digits only, at most `otpLength` of them: "Your code: 123 456" becomes "123456". */
export const cleanOtp = (text: string) => text.replace(/\D/g, '').slice(0, otpLength)

/** Label and hint have defaults; the code is always required. */
export interface OtpInputProps
  extends Partial<ResendCodeProps>,
    Omit<FieldProps, 'label' | 'required'> {
  /** The code typed so far (digits only). */
  value: string
  onValueChange: (code: string) => void
  /** Called once all six digits are in, e.g. to submit straight away. */
  onComplete?: (code: string) => void
  /** Defaults to "Verification code"; the hint to "Enter the 6-digit code we sent you". */
  label?: ReactNode
  disabled?: boolean
  name?: string
  ref?: Ref<HTMLInputElement>
}

/**
 * The one-time password of the login and verification flows: six digits with a resend button
 * that counts down 60 seconds. One real input (`autocomplete="one-time-code"`, so phones offer
 * the code from the SMS or email) drawn as six boxes; pasting the whole code fills them all.
 * The resend button appears when `onResend` and `sentAt` are given.
 */
export function OtpInput({
  value,
  onValueChange,
  onComplete,
  label,
  hint,
  disabled,
  name,
  className,
  ref,
  sentAt,
  onResend,
  now,
  ...props
}: OtpInputProps) {
  const { t } = useLingui()
  const [field] = splitFieldProps({
    ...props,
    label: label ?? t`Verification code`,
    hint: hint ?? t`Enter the ${otpLength}-digit code we sent you`,
    required: true,
  })
  const [caret, setCaret] = useState<number | null>(null)
  const code = cleanOtp(value)
  const active = Math.min(caret ?? code.length, otpLength - 1)

  const update = (next: string) => {
    const cleaned = cleanOtp(next)
    if (cleaned === code) return
    onValueChange(cleaned)
    if (cleaned.length === otpLength) onComplete?.(cleaned)
  }
  const trackCaret = (event: SyntheticEvent<HTMLInputElement>) =>
    setCaret(event.currentTarget.selectionStart)
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = cleanOtp(event.clipboardData.getData('text'))
    if (pasted === '') return
    event.preventDefault()
    update(pasted)
    setCaret(pasted.length)
  }

  return (
    <Stack gap="sm" className={className}>
      <FormField {...field}>
        {(control) => (
          <div className={styles.box}>
            <input
              {...control}
              ref={ref}
              name={name}
              className={styles.input}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern={`[0-9]{${otpLength}}`}
              maxLength={otpLength}
              spellCheck={false}
              disabled={disabled}
              value={code}
              onChange={(event) => {
                update(event.target.value)
                setCaret(event.target.selectionStart)
              }}
              onPaste={onPaste}
              onSelect={trackCaret}
              onKeyUp={trackCaret}
              onFocus={(event) => {
                // start where the next digit goes
                const end = event.currentTarget.value.length
                event.currentTarget.setSelectionRange(end, end)
                setCaret(end)
              }}
              onBlur={() => setCaret(null)}
            />
            <div className={styles.cells} aria-hidden="true">
              {Array.from({ length: otpLength }, (_, index) => (
                <span
                  // cells are positions, never reordered
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position
                  key={index}
                  className={styles.cell}
                  data-active={index === active}
                  data-filled={index < code.length}
                >
                  {code[index] ??
                    (caret !== null && index === active ? <span className={styles.caret} /> : null)}
                </span>
              ))}
            </div>
          </div>
        )}
      </FormField>
      {onResend && sentAt !== undefined && (
        <ResendCode sentAt={sentAt} onResend={onResend} now={now} />
      )}
    </Stack>
  )
}
