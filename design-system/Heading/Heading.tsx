import type { ElementType, HTMLAttributes, Ref } from 'react'
import { heading } from './Heading.css'

export const headingLevels = [1, 2, 3, 4, 5, 6] as const
export const headingSizes = ['sm', 'md', 'lg', 'xl', 'xxl'] as const
export const headingTones = ['default', 'success', 'danger', 'warning', 'info', 'muted'] as const

export type HeadingLevel = (typeof headingLevels)[number]
export type HeadingSize = (typeof headingSizes)[number]

/** The size a level takes unless the screen asks for another. */
const sizeOfLevel = {
  1: 'xxl',
  2: 'lg',
  3: 'md',
  4: 'sm',
  5: 'sm',
  6: 'sm',
} as const satisfies Record<HeadingLevel, HeadingSize>

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'className'> {
  /** Where it sits in the page's outline (h1–h6): what a screen reader's heading list shows. */
  level: HeadingLevel
  /** How big it looks, separate from the level (a card's h3 may look like a section's h2). */
  size?: HeadingSize
  tone?: (typeof headingTones)[number]
  /** Another element, for a title that is not in the outline (a legend, a dialog's own). */
  as?: ElementType
  ref?: Ref<HTMLHeadingElement>
}

/** A heading with no margin of its own: its level for the outline, its size for the eye. */
export function Heading({ level, size, tone, as, ...props }: HeadingProps) {
  const Element = as ?? (`h${level}` as const)
  return <Element {...props} className={heading({ size: size ?? sizeOfLevel[level], tone })} />
}
