import { color, media, vars } from '@design-system/tokens'
import { globalStyle, style } from '@vanilla-extract/css'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl })

/** Poster beside the essentials on wide screens, above them on a phone. */
export const top = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(12rem, 20rem) minmax(0, 1fr)' },
  },
})

export const poster = style({
  display: 'block',
  width: '100%',
  maxWidth: '20rem',
  height: 'auto',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: color.surfaceMuted,
})

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const title = style({ margin: 0, overflowWrap: 'anywhere' })

export const muted = style({ margin: 0, color: color.textMuted })

export const line = style({ margin: 0 })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
})

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.xl })

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${color.divider}`,
  background: color.surface,
})

export const zoneList = style({ margin: 0, paddingInlineStart: vars.space.lg })

export const seatPlan = style({
  display: 'block',
  width: '100%',
  maxWidth: '40rem',
  height: 'auto',
  border: `1px solid ${color.divider}`,
  borderRadius: vars.radius.md,
})

export const definitions = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
})

globalStyle(`${definitions} dd`, { margin: 0, overflowWrap: 'anywhere' })
