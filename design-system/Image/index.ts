export { Image, type ImageProps, imageVariants } from './Image'
