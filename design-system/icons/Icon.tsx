import type { ReactNode } from 'react'
import { cx } from '../cx'
import { icon } from './Icon.css'

export const iconSizes = ['small', 'medium', 'large', 'huge'] as const
export type IconSize = (typeof iconSizes)[number]

export interface IconProps {
  /** 1em, 1.25em (default), 1.5em or 2.5em of the text around it. */
  size?: IconSize
  className?: string
}

/**
 * The frame every icon is drawn in: a 24-unit square, lines in the text colour, hidden from
 * screen readers (the button or text beside it carries the meaning).
 */
export function Icon({ size, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx(icon({ size }), className)}
    >
      {children}
    </svg>
  )
}
