export { TimeChart, type TimeChartProps, type TimePoint } from './TimeChart'
