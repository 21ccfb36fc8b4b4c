import type { HTMLAttributes } from 'react'
import { cx } from '../cx'
import { accent, cut, logo, mark } from './Logo.css'

export const logoSizes = ['small', 'medium', 'large'] as const

/**
 * The brand name. It is a proper name and reads the same in every language (like a trademark),
 * so it is not sent through Lingui.
 */
export const brandName = 'Citytix'

export interface LogoProps extends HTMLAttributes<HTMLSpanElement> {
  size?: (typeof logoSizes)[number]
}

/**
 * The Citytix mark and wordmark. Use it inside a home link (the Header does); on its own its
 * text gives the accessible name, and the ticket drawing stays hidden from screen readers.
 */
export function Logo({ size, className, ...props }: LogoProps) {
  return (
    <span {...props} className={cx(logo({ size }), className)}>
      <svg className={mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        {/* a ticket with a perforated tear-off edge */}
        <path
          fill="currentColor"
          d="M4 7a3 3 0 0 1 3-3h18a3 3 0 0 1 3 3v5a4 4 0 0 0 0 8v5a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3v-5a4 4 0 0 0 0-8Z"
        />
        <g className={cut}>
          <path fill="none" strokeWidth="2" strokeDasharray="2 2.5" d="M20 7v18" />
          <path stroke="none" d="M9 13h7v2H9zm0 4h5v2H9z" />
        </g>
      </svg>
      <span>
        City<span className={accent}>tix</span>
      </span>
    </span>
  )
}
