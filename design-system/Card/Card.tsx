import { Stack, type StackProps } from '../layout'
import { card } from './Card.css'

export const cardVariants = ['outline', 'muted'] as const

export interface CardProps
  extends Omit<StackProps, 'className' | 'padding' | 'paddingBlock' | 'paddingInline'> {
  variant?: (typeof cardVariants)[number]
}

/**
 * A block on its own surface, its parts one under another (a step's hold and charges, a help
 * card, a group of fields): `as` gives it the element the content asks for (`section`, `li`,
 * `fieldset`).
 */
export function Card({ variant, ...props }: CardProps) {
  return <Stack {...props} className={card({ variant })} />
}
