export { EventCard, type EventCardProps, eventCardHeadingLevels } from './EventCard'
export { EventCardList, type EventCardListProps } from './EventCardList'
export { EventCardSkeleton, type EventCardSkeletonProps } from './EventCardSkeleton'
