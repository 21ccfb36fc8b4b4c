import type { ReactNode } from 'react'
import { cx } from '../cx'
import { type Space, sprinkles } from '../layout'
import { list } from './List.css'

export const listTypes = ['bullet', 'number'] as const

export interface ListProps {
  /** Bullets for a set, numbers for steps in order. */
  type?: (typeof listTypes)[number]
  /** Space between the items. */
  gap?: Space
  /** One `li` per item. */
  children: ReactNode
}

/** A list that reads as one (a page's contents, the rules of a show), its markers shown. */
export function List({ type = 'bullet', gap = 'xs', children }: ListProps) {
  const Element = type === 'number' ? 'ol' : 'ul'
  return <Element className={cx(list({ type }), sprinkles({ gap }))}>{children}</Element>
}
