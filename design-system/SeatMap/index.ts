export {
  SeatMap,
  type SeatMapProps,
  type SeatPlan,
  type SeatSection,
  seatMapFronts,
  seatMapZoomLevels,
} from './SeatMap'
/** Realistic Hong Kong halls, for stories and tests. */
export * as seatMapSamples from './samplePlans'
