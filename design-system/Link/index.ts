export { Link, type LinkProps, type LinkVariant, linkVariants } from './Link'
