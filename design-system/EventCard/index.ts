export { EventCard, type EventCardProps, eventCardHeadingLevels } from './EventCard'
export { EventCardSkeleton, type EventCardSkeletonProps } from './EventCardSkeleton'
