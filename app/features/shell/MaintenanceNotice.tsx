import { MaintenanceBanner } from '@design-system/MaintenanceBanner'
import { useQuery } from '@tanstack/react-query'
import { announcedMaintenance } from '../../../domain/hours'
import { configQuery } from '../../api/queries'
import { useNow } from '../../startup/useNow'

/**
 * The maintenance notice, shown during the window in Hong Kong time (spec §9): the window staff
 * set in the office, or the weekly one (config `maintenance`); the weekly rule without config.
 */
export function MaintenanceNotice() {
  const now = useNow()
  const config = useQuery(configQuery())
  const { underWay } = announcedMaintenance(config.data?.maintenance, now)
  return <MaintenanceBanner visible={underWay} detailsHref="/Maintenance.html" />
}
