import { style } from '@vanilla-extract/css'
import { color, screen, vars } from '../tokens'

export const footer = style({
  background: color.surfaceMuted,
  color: color.text,
  borderBlockStart: `1px solid ${color.divider}`,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
})

export const inner = style({
  maxWidth: '80rem',
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space.xl,
  '@container': { [screen.desktop]: { gridTemplateColumns: '3fr 1fr' } },
})

export const groups = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
})

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
})

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
})

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.75rem',
  color: color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: { '&:hover': { textDecorationThickness: '0.15em' } },
})

export const contact = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' })

export const paragraph = style({ margin: 0 })

export const hotline = style([
  link,
  {
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
])

export const bottom = style({
  maxWidth: '80rem',
  marginInline: 'auto',
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${color.divider}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@container': {
    [screen.tablet]: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'center',
    },
  },
})

export const legal = style([list, { display: 'flex', flexWrap: 'wrap', gap: vars.space.lg }])

export const copyright = style({ margin: 0, color: color.textMuted })
