import { style, styleVariants } from '@vanilla-extract/css'
import { color, media, vars } from '../tokens/vars.css'

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { flexDirection: 'row', gap: vars.space.xs } },
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 0',
  minWidth: 0,
  color: color.textMuted,
  '@media': {
    [media.tablet]: {
      flexDirection: 'column',
      textAlign: 'center',
      // the line joining a step to the one before it
      selectors: {
        '&:not(:first-child)::before': {
          content: '""',
          alignSelf: 'stretch',
          height: '2px',
          background: color.divider,
          margin: `0 0 calc(-1 * ${vars.space.sm}) 0`,
        },
      },
    },
  },
})

export const state = styleVariants({
  done: { color: color.text },
  current: { color: color.text, fontWeight: vars.fontWeight.bold },
  upcoming: {},
})

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.round,
  border: `2px solid ${color.border}`,
  background: color.surface,
  color: color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
})

export const markerState = styleVariants({
  done: { borderColor: color.primary, color: color.link },
  current: { background: color.primary, borderColor: color.primary, color: color.onPrimary },
  upcoming: { borderStyle: 'dashed' },
})

export const label = style({ overflowWrap: 'anywhere' })
