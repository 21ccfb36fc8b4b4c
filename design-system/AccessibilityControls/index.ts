export {
  AccessibilityControls,
  type AccessibilityControlsProps,
  CardLayoutSwitch,
  FontSizeControl,
  ThemeSwitcher,
} from './AccessibilityControls'
export { useDisplayPreference } from './useDisplayPreference'
