import { MaintenanceBanner } from '@design-system/MaintenanceBanner'
import { isMaintenanceWindow } from '../../../domain/hours'
import { useNow } from '../../startup/useNow'

/** The weekly maintenance notice, shown during the window in Hong Kong time (spec §9). */
export function MaintenanceNotice() {
  const now = useNow()
  return <MaintenanceBanner visible={isMaintenanceWindow(now)} detailsHref="/Maintenance.html" />
}
