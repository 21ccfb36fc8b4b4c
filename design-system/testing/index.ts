export { renderInBrowser } from './renderInBrowser'
export {
  environmentDifferences,
  environmentMismatchMessage,
  type ScreenshotEnvironment,
  type TextFonts,
} from './screenshotEnvironment'
