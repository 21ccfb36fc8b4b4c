export { type ClassValue, cx } from './cx'
