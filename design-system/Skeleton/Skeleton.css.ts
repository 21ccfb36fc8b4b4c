import { keyframes } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { color, media, vars } from '../tokens'

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } })

export const skeleton = recipe({
  base: {
    display: 'block',
    background: color.surfaceMuted,
    // the outline keeps the shape visible where surfaceMuted is close to the page colour
    border: `1px solid ${color.divider}`,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.sm, marginBlock: '0.25em' },
      block: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.round },
      /** the banner carousel's 3:1 slide, as wide as its column */
      banner: { width: '100%', aspectRatio: '3 / 1', borderRadius: vars.radius.lg },
      /** an event's poster (Image's poster): portrait, up to 20 rem wide */
      poster: {
        width: '100%',
        maxWidth: '20rem',
        aspectRatio: '3 / 4',
        borderRadius: vars.radius.lg,
      },
    },
  },
  defaultVariants: { shape: 'text' },
})
