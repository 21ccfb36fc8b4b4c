import { style, styleVariants } from '@vanilla-extract/css'
import { color, screen, vars } from '../tokens'

// On a phone the steps are one row of numbered markers with the current step named beneath
// (the caption); from a tablet up each marker has its name under it.
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexDirection: 'column',
  textAlign: 'center',
  flex: '1 1 0',
  minWidth: 0,
  color: color.textMuted,
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

// a phone shows no name under the markers (the caption names the current step); screen readers
// read every name in the list, and the caption is hidden from them
export const label = style({
  overflowWrap: 'anywhere',
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  '@container': {
    [screen.tablet]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
    },
  },
})

export const caption = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  color: color.text,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  '@container': { [screen.tablet]: { display: 'none' } },
})
