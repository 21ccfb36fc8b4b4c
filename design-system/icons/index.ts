export { Icon, type IconProps, type IconSize, iconSizes } from './Icon'
export * from './icons'
