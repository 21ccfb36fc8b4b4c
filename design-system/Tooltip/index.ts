export { Tooltip, type TooltipProps, tooltipSides } from './Tooltip'
