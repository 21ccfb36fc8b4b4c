export {
  QueueCard,
  type QueueCardProps,
  type QueueCardTone,
  QueueCode,
  type QueueCodeProps,
  type QueueFigure,
  queueCardTones,
} from './QueueCard'
