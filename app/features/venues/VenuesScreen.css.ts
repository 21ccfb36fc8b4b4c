import { vars } from '@design-system/tokens'
import { globalStyle, style } from '@vanilla-extract/css'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl })

export const title = style({ margin: 0, overflowWrap: 'anywhere' })

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.xl })

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg })

export const definitions = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
})

globalStyle(`${definitions} dd`, { margin: 0, overflowWrap: 'anywhere' })
