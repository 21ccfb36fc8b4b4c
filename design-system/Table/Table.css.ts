import { createContainer, style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

const tableContainer = createContainer()
/** Wider than this (in rem, so it follows the font size) the rows show as a real table. */
const wide = '40rem'

export const root = style({
  containerName: tableContainer,
  containerType: 'inline-size',
  width: '100%',
})

export const caption = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  color: color.text,
})

// Both layouts are rendered; display:none keeps the hidden one away from screen readers too.
export const tableLayout = style({
  display: 'none',
  '@container': { [`${tableContainer} (min-width: ${wide})`]: { display: 'block' } },
})

export const cardLayout = style({
  '@container': { [`${tableContainer} (min-width: ${wide})`]: { display: 'none' } },
})

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
})

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `2px solid ${color.border}`,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  verticalAlign: 'bottom',
  color: color.text,
})

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  borderBottom: `1px solid ${color.divider}`,
  verticalAlign: 'top',
})

export const end = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&&': { textAlign: 'end' } },
})

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.target.min,
  padding: `0 ${vars.space.xs}`,
  margin: `0 calc(-1 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: color.link,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:hover': { background: color.surfaceMuted } },
})

export const card = style({
  padding: vars.space.md,
  border: `1px solid ${color.border}`,
  borderRadius: vars.radius.md,
  background: color.surface,
})

export const pairs = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, 40%) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
})

export const pair = style({ display: 'contents' })

export const term = style({ color: color.textMuted, fontWeight: vars.fontWeight.medium })

export const value = style({ margin: 0, overflowWrap: 'anywhere' })

export const empty = style({ padding: vars.space.lg })
