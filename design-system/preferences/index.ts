export {
  applyDisplayPreferences,
  currentDisplayPreferences,
  preferenceAttributes,
  preferenceChoices,
  preferenceCookie,
  preferenceCookies,
  readCookie,
  saveDisplayPreference,
} from './cookies'
export { firstPaintScript } from './firstPaint'
