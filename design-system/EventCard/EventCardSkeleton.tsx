import type { CardLayout } from '../../domain/preferences'
import { cx } from '../cx'
import { Skeleton } from '../Skeleton'
import * as css from './EventCard.css'

export interface EventCardSkeletonProps {
  /** Same override as EventCard's: by default it follows `<html data-layout>`. */
  layout?: CardLayout
  className?: string
}

/**
 * The shape of an EventCard while the list loads, in the same layout, so nothing jumps when
 * the cards arrive. Decorative: wrap the list in SkeletonGroup, which tells screen readers.
 */
export function EventCardSkeleton({ layout, className }: EventCardSkeletonProps) {
  return (
    <div className={cx(css.card, className)} data-layout={layout}>
      <Skeleton shape="block" className={css.poster} />
      <div className={css.body}>
        <Skeleton width="80%" />
        <Skeleton width="50%" />
        <Skeleton width="65%" />
      </div>
    </div>
  )
}
