import type { HTMLAttributes, ReactNode } from 'react'
import { eventCardList } from './EventCardList.css'

export interface EventCardListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'className'> {
  /** One `li` per event card. */
  children: ReactNode
}

/**
 * Event cards in the visitor's card layout (`<html data-layout>`): one per row on a phone and
 * in the compact layout, as many as fit from a tablet up in the comfortable one.
 */
export function EventCardList(props: EventCardListProps) {
  return <ul {...props} className={eventCardList} />
}
