import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { visuallyHidden } from '../FormField/field.css'
import { Spinner } from '../Spinner/Spinner'
import * as styles from './IconButton.css'

export const iconButtonVariants = ['ghost', 'secondary', 'primary'] as const
export const iconButtonSizes = ['small', 'medium'] as const

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** What the button does, in the user's language ("Close", "Zoom in"): its accessible name. */
  label: string
  /** An SVG or glyph; hidden from screen readers, the label speaks for it. */
  icon: ReactNode
  variant?: (typeof iconButtonVariants)[number]
  size?: (typeof iconButtonSizes)[number]
  /** Shows a spinner and ignores presses while an action runs. */
  loading?: boolean
  ref?: Ref<HTMLButtonElement>
}

/** A button showing only an icon (close, zoom, favourite); it cannot exist without a label. */
export function IconButton({
  label,
  icon,
  variant,
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
      className={[styles.iconButton({ variant, size }), className].filter(Boolean).join(' ')}
    >
      <span className={styles.icon} aria-hidden="true">
        {loading ? <Spinner label="" /> : icon}
      </span>
      <span className={visuallyHidden}>{label}</span>
    </button>
  )
}
