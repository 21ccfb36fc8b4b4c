import { style, styleVariants } from '@vanilla-extract/css'
import { color, entrance, riseIn, vars } from '../tokens'

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.layer.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '26rem',
  maxHeight: '100dvh',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
})

export const toast = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderInlineStartWidth: '0.375rem',
  ...entrance(riseIn, vars.motion.normal),
  selectors: {
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
  },
})

/** A coloured edge and icon per kind; the icon's shape and the hidden kind label carry it too. */
export const kind = styleVariants({
  info: { borderInlineStartColor: color.infoText },
  success: { borderInlineStartColor: color.successText },
  error: { borderInlineStartColor: color.dangerText },
})

export const icon = styleVariants({
  info: { color: color.infoText, display: 'flex', paddingTop: vars.space.xxs },
  success: { color: color.successText, display: 'flex', paddingTop: vars.space.xxs },
  error: { color: color.dangerText, display: 'flex', paddingTop: vars.space.xxs },
})

export const title = style({ fontWeight: vars.fontWeight.bold })

export const description = style({ marginTop: vars.space.xxs })

/** Pulls the × into the corner so its 44 px target does not make the notification taller. */
export const close = style({ margin: `calc(-1 * ${vars.space.sm})` })
