export { contrastRatio } from './contrast'
export { palettes } from './palette'
export { breakpoints, color, media, vars } from './vars.css'
