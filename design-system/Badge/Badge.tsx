import type { HTMLAttributes, ReactNode } from 'react'
import { CheckIcon, CloseIcon, DotIcon, InfoIcon, WarningIcon } from '../icons'
import { badge } from './Badge.css'

export const badgeTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const
export type BadgeTone = (typeof badgeTones)[number]

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'className'> {
  tone?: BadgeTone
  /** The status in words ("Completed", "Matching", "Payment failed"): always required. */
  children: ReactNode
  /** Hides the tone's glyph, e.g. for plain counts. */
  plain?: boolean
}

// A distinct shape per tone: with the words, colour is never the only signal.
const glyphs = {
  neutral: DotIcon,
  info: InfoIcon,
  success: CheckIcon,
  warning: WarningIcon,
  danger: CloseIcon,
} as const satisfies Record<BadgeTone, unknown>

/**
 * A short status tag (a transaction's status, a wish-list entry's matching result, "Sold
 * out"). The words carry the meaning; the tone's colour and glyph only repeat it.
 */
export function Badge({ tone = 'neutral', children, plain = false, ...props }: BadgeProps) {
  const Glyph = glyphs[tone]
  return (
    <span {...props} className={badge({ tone })}>
      {!plain && <Glyph size="small" />}
      {children}
    </span>
  )
}
