import { MaintenanceBanner } from '../../../design-system/MaintenanceBanner/MaintenanceBanner'
import { useNow } from '../../startup/useNow'

// TEMPORARY until domain/hours.ts lands (domain engineer): picked up by glob so the build
// works either way.
const hours = import.meta.glob<(now: Date) => boolean>('../../../domain/hours.ts', {
  eager: true,
  import: 'isMaintenanceWindow',
})
const isMaintenanceWindow = Object.values(hours)[0] ?? (() => false)

/** The weekly maintenance notice, shown during the window in Hong Kong time (spec §9). */
export function MaintenanceNotice() {
  const now = useNow()
  return <MaintenanceBanner visible={isMaintenanceWindow(now)} detailsHref="/Help.html" />
}
