import { color, vars } from '@design-system/tokens'
import { style } from '@vanilla-extract/css'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl })

export const heading = style({ margin: 0 })

export const lead = style({ margin: 0, lineHeight: vars.lineHeight.normal, maxWidth: '52rem' })

export const finder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: color.surfaceMuted,
})

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const count = style({ margin: 0, fontWeight: vars.fontWeight.bold })

export const about = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '52rem',
})

export const aboutHeading = style({ margin: 0, fontSize: vars.fontSize.xxl })

/** A phone number stays on one line. */
export const nowrap = style({ whiteSpace: 'nowrap' })
