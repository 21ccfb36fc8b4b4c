export { Popover, type PopoverProps, popoverSides } from './Popover'
