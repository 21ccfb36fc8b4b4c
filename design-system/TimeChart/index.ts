export { type TimeChartProps, type TimePoint, TimeChart } from './TimeChart'
