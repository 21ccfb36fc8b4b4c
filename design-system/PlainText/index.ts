export { PlainText, type PlainTextProps } from './PlainText'
