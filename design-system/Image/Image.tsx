import type { ImgHTMLAttributes, Ref } from 'react'
import { image } from './Image.css'

export const imageVariants = ['poster', 'thumbnail', 'plan'] as const

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'alt'> {
  /** What the picture shows; `''` when the text beside it already says it (a poster by its title). */
  alt: string
  variant?: (typeof imageVariants)[number]
  ref?: Ref<HTMLImageElement>
}

/** A picture in one of the shapes the site uses: a poster, a film's thumbnail, a plan. */
export function Image({ variant, alt, ...props }: ImageProps) {
  return <img {...props} alt={alt} className={image({ variant })} />
}
