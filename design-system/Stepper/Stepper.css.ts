import { style, styleVariants } from '@vanilla-extract/css'
import { color, screen, vars } from '../tokens'

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [screen.tablet]: { flexDirection: 'row', gap: vars.space.xs } },
})

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 0',
  minWidth: 0,
  color: color.textMuted,
  '@container': {
    [screen.tablet]: {
      flexDirection: 'column',
      textAlign: 'center',
      // the line from the step before to this one, behind the markers
      selectors: {
        '&:not(:first-child)::before': {
          content: '""',
          position: 'absolute',
          top: 'calc(1rem - 1px)',
          insetInlineStart: '-50%',
          insetInlineEnd: '50%',
          height: '2px',
          background: color.border,
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
  position: 'relative',
  zIndex: 1,
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
