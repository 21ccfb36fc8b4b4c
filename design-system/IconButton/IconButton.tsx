import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { button } from '../Button'
import { cx } from '../cx'
import { Spinner } from '../Spinner'
import { VisuallyHidden } from '../VisuallyHidden'

export const iconButtonVariants = ['ghost', 'secondary', 'primary'] as const
export const iconButtonSizes = ['small', 'medium', 'large'] as const

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** What the button does, in the user's language ("Close", "Zoom in"): its accessible name. */
  label: string
  /** An icon from design-system/icons; hidden from screen readers, the label speaks for it. */
  icon: ReactNode
  variant?: (typeof iconButtonVariants)[number]
  size?: (typeof iconButtonSizes)[number]
  /** Shows a spinner and ignores presses while an action runs. */
  loading?: boolean
  ref?: Ref<HTMLButtonElement>
}

/**
 * A button showing only an icon (close, zoom, favourite); it cannot exist without a label.
 * Drawn by Button's recipe as a square, so both look and behave alike.
 */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size,
  loading = false,
  type = 'button',
  onClick,
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      {...props}
      type={type}
      title={props.title ?? label}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      className={cx(button({ variant, size, shape: 'icon' }), className)}
    >
      {loading ? <Spinner label="" /> : icon}
      <VisuallyHidden>{label}</VisuallyHidden>
    </button>
  )
}
