export {
  type ExpiringPoints,
  PointsBalanceCard,
  type PointsBalanceCardProps,
} from './PointsBalanceCard'
