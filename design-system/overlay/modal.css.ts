import { keyframes, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { color, entrance, fadeIn, vars } from '../tokens'

const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
})

/** The dimmed page behind a modal (Dialog, AlertDialog). */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: color.overlay,
  zIndex: vars.layer.overlay,
  ...entrance(fadeIn, vars.motion.normal),
})

/** Where a modal sits: centred, never wider or taller than the window, scrolling inside. */
export const modalPanel = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: `calc(100vw - ${vars.space.xl})`,
    maxHeight: `calc(100dvh - ${vars.space.xl})`,
    overflowY: 'auto',
    padding: vars.space.xl,
    ...entrance(rise, vars.motion.normal),
  },
  variants: {
    size: {
      small: { maxWidth: '24rem' },
      medium: { maxWidth: '36rem' },
      large: { maxWidth: '52rem' },
    },
  },
  defaultVariants: { size: 'medium' },
})

export const modalTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})

export const modalDescription = style({ margin: 0, color: color.textMuted })

/** Pulls the × into the panel's corner so its 44 px target does not push the title down. */
export const cornerClose = style({
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
})
