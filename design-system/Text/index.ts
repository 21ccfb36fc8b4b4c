export { Text, type TextProps, textSizes, textTones, textWeights, textWraps } from './Text'
export { text } from './Text.css'
