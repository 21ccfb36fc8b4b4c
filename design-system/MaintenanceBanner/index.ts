export {
  MaintenanceBanner,
  type MaintenanceBannerProps,
  maintenanceWindow,
} from './MaintenanceBanner'
