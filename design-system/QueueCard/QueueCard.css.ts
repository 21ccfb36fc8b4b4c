import { globalStyle, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { color, vars } from '../tokens'

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.lg,
    minWidth: 0,
    borderRadius: vars.radius.lg,
    border: `1px solid ${color.border}`,
    // a thick edge in the state's colour; the heading's words carry the meaning
    borderInlineStartWidth: '6px',
    background: color.surface,
    color: color.text,
  },
  variants: {
    tone: {
      waiting: { borderInlineStartColor: color.infoText },
      turn: { borderInlineStartColor: color.successText, background: color.successSurface },
      over: { borderInlineStartColor: color.textMuted },
      problem: { borderInlineStartColor: color.dangerText, background: color.dangerSurface },
    },
  },
  defaultVariants: { tone: 'waiting' },
})

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
})

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
globalStyle(`${body} > p`, { margin: 0, overflowWrap: 'anywhere' })

/** The figures side by side while they fit, one under another on a narrow screen. */
export const figures = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  gap: vars.space.md,
})

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  minWidth: 0,
  borderRadius: vars.radius.md,
  background: color.background,
  border: `1px solid ${color.divider}`,
})

export const figureLabel = style({
  margin: 0,
  color: color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
})

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
})

export const code = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: color.surfaceMuted,
  color: color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  // a hash is one long word: it breaks anywhere rather than widen a 320 px page
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
})

export const codeLabel = style({ margin: 0, fontWeight: vars.fontWeight.bold })
