import type { HTMLAttributes, ReactNode } from 'react'
import { badge } from './Badge.css'

export const badgeTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const
export type BadgeTone = (typeof badgeTones)[number]

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone
  /** The status in words ("Completed", "Matching", "Payment failed"): always required. */
  children: ReactNode
  /** Hides the tone's glyph, e.g. for plain counts. */
  plain?: boolean
}

// A distinct shape per tone: with the words, colour is never the only signal.
const glyphs: Record<BadgeTone, string> = {
  neutral: 'M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8',
  info: 'M12 10v6M12 7h.01',
  success: 'M6.5 12.5l3.5 3.5 7.5-8',
  warning: 'M12 4.5L20.5 19.5H3.5Z',
  danger: 'M7.5 7.5l9 9M16.5 7.5l-9 9',
}

/**
 * A short status tag (a transaction's status, a wish-list entry's matching result, "Sold
 * out"). The words carry the meaning; the tone's colour and glyph only repeat it.
 */
export function Badge({
  tone = 'neutral',
  children,
  plain = false,
  className,
  ...props
}: BadgeProps) {
  return (
    <span {...props} className={[badge({ tone }), className].filter(Boolean).join(' ')}>
      {!plain && (
        <svg width="0.9em" height="0.9em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d={glyphs[tone]}
            fill={tone === 'neutral' ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth={tone === 'warning' ? 2.5 : 3}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
      {children}
    </span>
  )
}
