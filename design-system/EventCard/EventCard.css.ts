import { style } from '@vanilla-extract/css'
import { color, focusRingInset, vars } from '../tokens'

// Two layouts: comfortable (poster on top) and compact (thumbnail beside the text). The
// site-wide preference is <html data-layout>; a card's own data-layout overrides it, so those
// selectors come later and are at least as specific.
const compactRoot = ':root[data-layout="compact"]'

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"poster poster" "body actions"',
  alignItems: 'end',
  gap: `${vars.space.sm} ${vars.space.sm}`,
  paddingBlockEnd: vars.space.md,
  background: color.surface,
  color: color.text,
  border: `1px solid ${color.divider}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  selectors: {
    [`${compactRoot} &`]: {
      gridTemplateColumns: '5.5rem minmax(0, 1fr) auto',
      gridTemplateAreas: '"poster body actions"',
      alignItems: 'center',
      padding: vars.space.sm,
      gap: vars.space.md,
    },
    ':root &[data-layout="comfortable"]': {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"poster poster" "body actions"',
      alignItems: 'end',
      padding: `0 0 ${vars.space.md}`,
      gap: `${vars.space.sm} ${vars.space.sm}`,
    },
    ':root &[data-layout="compact"]': {
      gridTemplateColumns: '5.5rem minmax(0, 1fr) auto',
      gridTemplateAreas: '"poster body actions"',
      alignItems: 'center',
      padding: vars.space.sm,
      gap: vars.space.md,
    },
  },
})

// a poster is a designed picture with its title printed on it: shown whole (3:4, the shape
// presenters print), never cropped through a line of its text
export const poster = style({
  gridArea: 'poster',
  aspectRatio: '3 / 4',
  background: color.surfaceMuted,
  color: color.textMuted,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  selectors: {
    [`${compactRoot} ${card}:not([data-layout="comfortable"]) &`]: {
      borderRadius: vars.radius.md,
    },
    [`:root ${card}[data-layout="compact"] &`]: {
      borderRadius: vars.radius.md,
    },
  },
})

export const posterImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
})

export const posterPlaceholder = style({ width: '40%', height: '40%' })

export const body = style({
  gridArea: 'body',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingInlineStart: vars.space.md,
  selectors: {
    [`${compactRoot} ${card}:not([data-layout="comfortable"]) &`]: { paddingInlineStart: 0 },
    [`:root ${card}[data-layout="compact"] &`]: { paddingInlineStart: 0 },
  },
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: {
    [`${compactRoot} ${card}:not([data-layout="comfortable"]) &`]: { fontSize: vars.fontSize.md },
    [`:root ${card}[data-layout="compact"] &`]: { fontSize: vars.fontSize.md },
  },
})

/** The title link covers the whole card (its ::after), so the card is one link, one tab stop. */
export const link = style({
  color: color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none', textDecoration: 'underline' },
    '&:focus-visible::after': focusRingInset,
  },
})

export const meta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: color.textMuted,
  overflowWrap: 'anywhere',
})

export const price = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: color.text,
})

export const actions = style({
  gridArea: 'actions',
  paddingInlineEnd: vars.space.sm,
  selectors: {
    [`${compactRoot} ${card}:not([data-layout="comfortable"]) &`]: { paddingInlineEnd: 0 },
    [`:root ${card}[data-layout="compact"] &`]: { paddingInlineEnd: 0 },
  },
})

/** Above the stretched link so it stays its own button. */
export const heart = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: vars.target.min,
  minHeight: vars.target.min,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: color.surfaceMuted, borderColor: color.border },
  },
})

export const heartIcon = style({ color: color.primary })

export const likeCount = style({ fontVariantNumeric: 'tabular-nums' })
