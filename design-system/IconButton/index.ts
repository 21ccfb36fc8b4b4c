export { IconButton, type IconButtonProps, iconButtonSizes, iconButtonVariants } from './IconButton'
