import { Tooltip as RadixTooltip } from 'radix-ui'
import type { ReactElement, ReactNode } from 'react'
import { anchored } from '../overlay'
import * as styles from './Tooltip.css'

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const

export interface TooltipProps {
  /** A short hint. Never the only place information lives: the trigger's own name says it. */
  content: ReactNode
  /** One focusable element (a button or link) that shows the tooltip on hover and focus. */
  children: ReactElement
  side?: (typeof tooltipSides)[number]
  /** Milliseconds before it appears on hover. */
  delayDuration?: number
  /** Controlled open state, mostly for stories. */
  open?: boolean
  defaultOpen?: boolean
}

/**
 * A small hint shown on hover and keyboard focus, e.g. spelling out an icon button's name.
 * Escape hides it. Use it only to repeat or clarify what the trigger already says; anything a
 * visitor must know belongs on the page.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  delayDuration = 300,
  open,
  defaultOpen,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content {...anchored} side={side} className={styles.content}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  )
}
