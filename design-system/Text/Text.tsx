import { createElement, type ElementType, type HTMLAttributes, type Ref } from 'react'
import { cx } from '../cx'
import { type Sprinkles, sprinkles } from '../layout'
import { text } from './Text.css'

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const
export const textTones = [
  'default',
  'muted',
  'danger',
  'success',
  'warning',
  'info',
  'inherit',
] as const
export const textWeights = ['regular', 'medium', 'bold'] as const
export const textWraps = ['normal', 'anywhere', 'nowrap', 'preLine'] as const

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /** The element: a paragraph unless the text sits in a line (`span`) or a list (`li`, `dd`). */
  as?: ElementType
  /** From the type scale; by default the size of the text around it. */
  size?: (typeof textSizes)[number]
  /** What the words mean: muted for a note beside the main text, danger/success for outcomes. */
  tone?: (typeof textTones)[number]
  weight?: (typeof textWeights)[number]
  wrap?: (typeof textWraps)[number]
  /** Figures of one width, so amounts and times line up. */
  numeric?: boolean
  /** A comfortable line length for a long paragraph (`prose`). */
  maxWidth?: Sprinkles['maxWidth']
  ref?: Ref<HTMLElement>
}

/**
 * Body text with no margin of its own (the layout spaces it): the one way a screen writes a
 * paragraph, a note or a line, with its size and tone as data instead of a class.
 */
export function Text({
  as = 'p',
  size,
  tone,
  weight,
  wrap,
  numeric,
  maxWidth,
  ...props
}: TextProps) {
  return createElement(as, {
    ...props,
    className: cx(text({ size, tone, weight, wrap, numeric }), maxWidth && sprinkles({ maxWidth })),
  })
}
