export { renderInBrowser } from './renderInBrowser'
