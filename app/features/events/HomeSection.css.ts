import { color, vars } from '@design-system/tokens'
import { style } from '@vanilla-extract/css'

/** The home's parts one under the other. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl })

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.xl })

export const headingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const title = style({ margin: 0 })

/** Room for the banners while they load: the carousel's 3:1 slide. */
export const bannerSpace = style({
  aspectRatio: '3 / 1',
  borderRadius: vars.radius.lg,
  background: color.surfaceMuted,
})

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${color.divider}`,
  borderRadius: vars.radius.lg,
  background: color.surface,
})

export const note = style({ margin: 0, color: color.textMuted })
