// The contract calls of the performances screen (issue #35), in one object the screen reads from
// context: the app uses the real ones, a story or a browser test hands in stand-ins.
import { createContext, type ReactNode, useContext } from 'react'
import {
  createOfficePerformanceMutation,
  officePerformancesQuery,
  officePriceZonesQuery,
  setOfficePriceZonesMutation,
  updateOfficePerformanceMutation,
} from '../../../api/queries'

const performanceCalls = {
  performances: officePerformancesQuery,
  priceZones: officePriceZonesQuery,
  create: createOfficePerformanceMutation,
  update: updateOfficePerformanceMutation,
  setPriceZones: setOfficePriceZonesMutation,
}
export type PerformanceCalls = typeof performanceCalls

const CallsContext = createContext<PerformanceCalls>(performanceCalls)

/** Replaces some calls for what is inside (stories, browser tests). */
export function PerformanceCallsProvider({
  calls,
  children,
}: {
  calls: Partial<PerformanceCalls>
  children: ReactNode
}) {
  return (
    <CallsContext.Provider value={{ ...performanceCalls, ...calls }}>
      {children}
    </CallsContext.Provider>
  )
}

export const usePerformanceCalls = () => useContext(CallsContext)
