export { brandName, Logo, type LogoProps, logoSizes } from './Logo'
