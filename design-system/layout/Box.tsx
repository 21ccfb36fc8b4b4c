import { type AllHTMLAttributes, createElement, type ElementType, type Ref } from 'react'
import { cx } from '../cx'
import { type Sprinkles, sprinkles } from './sprinkles.css'

export interface BoxProps
  extends Sprinkles,
    Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'className'> {
  /** The element to draw; `div` unless the content asks for another (`ul`, `main`, `p`…). */
  as?: ElementType
  className?: string
  ref?: Ref<HTMLElement>
}

/**
 * The one layout element: any tag, laid out with the design system's atomic classes
 * (display, flex, gap, padding, width…) instead of a hand-written rule or an inline style.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {}
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value
    else rest[key] = value
  }
  return createElement(as, { ...rest, className: cx(sprinkles(atoms as Sprinkles), className) })
}
