export { BotCheck, type BotCheckProps } from './BotCheck'
