import { style } from '@vanilla-extract/css'
import { color, screen, vars } from '../tokens'

// Below the desktop breakpoint (a container query in rem, so it follows the font size)
// everything but the logo folds into a panel behind the menu button.
const wide = screen.desktop

export const header = style({
  position: 'relative',
  background: color.surface,
  color: color.text,
  borderBlockEnd: `1px solid ${color.divider}`,
  boxShadow: vars.shadow.sm,
  zIndex: vars.layer.header,
})

/** Off-screen until focused; then the first thing a keyboard user sees. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: vars.layer.overlay,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: color.primary,
  color: color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
})

export const bar = style({
  maxWidth: '80rem',
  marginInline: 'auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  '@container': {
    [wide]: {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      gridTemplateAreas: '"tools tools" "home nav"',
      gap: `${vars.space.xs} ${vars.space.xl}`,
    },
  },
})

export const homeLink = style({
  gridArea: 'home',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target.min,
  color: color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
})

/** The menu button folds away on a wide page (doubled class: wins over the chip's display). */
export const menuButton = style({
  '@container': { [wide]: { selectors: { '&&': { display: 'none' } } } },
})

export const panel = style({
  flexBasis: '100%',
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.md,
  borderBlockStart: `1px solid ${color.divider}`,
  selectors: { '&[data-open="true"]': { display: 'flex' } },
  '@container': {
    // wide: the panel steps aside so its parts sit in the bar's grid (tools on top)
    [wide]: { display: 'contents', selectors: { '&[data-open="true"]': { display: 'contents' } } },
  },
})

export const nav = style({ gridArea: 'nav', justifySelf: 'end' })

export const navList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  '@container': { [wide]: { flexDirection: 'row', gap: vars.space.xs } },
})

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.target.min,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: color.surfaceMuted, textDecoration: 'underline' },
    // the current section is marked by an underline bar, not by colour alone
    '&[aria-current="page"], &[aria-current="true"]': {
      color: color.link,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0 -3px 0 ${color.primary}`,
      borderRadius: 0,
    },
  },
})

export const tools = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  '@container': {
    [wide]: {
      gridArea: 'tools',
      flexDirection: 'row',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      alignItems: 'center',
      gap: vars.space.sm,
    },
  },
})

/** Unread count: a pill with the number; its meaning is in the accessible text beside it. */
export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: color.primary,
  color: color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.5',
})

export const menuItemRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
})
