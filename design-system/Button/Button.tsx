import type { ButtonHTMLAttributes, Ref } from 'react'
import { Spinner } from '../Spinner'
import { button } from './Button.css'

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger', 'chip'] as const
export const buttonSizes = ['small', 'medium', 'large'] as const

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: (typeof buttonVariants)[number]
  size?: (typeof buttonSizes)[number]
  fullWidth?: boolean
  /** Shows a spinner and ignores presses while an action runs; the label stays for screen readers. */
  loading?: boolean
  /**
   * Unavailable but still focusable, so its description (e.g. "Available in 42 s") can be read;
   * presses are ignored. Prefer `disabled` when nothing needs explaining.
   */
  'aria-disabled'?: boolean | 'true' | 'false'
  ref?: Ref<HTMLButtonElement>
}

/** The one way to trigger an action: submit a form, open a dialog, buy a ticket. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  type = 'button',
  disabled,
  children,
  onClick,
  'aria-disabled': ariaDisabled,
  ...props
}: ButtonProps) {
  const unavailable = loading || ariaDisabled === true || ariaDisabled === 'true'
  return (
    <button
      {...props}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={unavailable || undefined}
      onClick={unavailable ? (event) => event.preventDefault() : onClick}
      className={button({ variant, size, fullWidth })}
    >
      {loading && <Spinner label="" />}
      {children}
    </button>
  )
}
