import { globalStyle, style } from '@vanilla-extract/css'
import { color, screen, vars } from '../tokens'

export const ticket = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  margin: 0,
  border: `2px dashed ${color.border}`,
  borderRadius: vars.radius.lg,
  background: color.surface,
  color: color.text,
  maxWidth: '40rem',
  '@container': {
    [screen.tablet]: { gridTemplateColumns: 'max-content 1fr', alignItems: 'start' },
  },
  '@media': { print: { color: 'CanvasText', background: 'Canvas' } },
})

/**
 * Scanners need dark modules on a light ground, so the code itself is always black on white
 * (with its quiet zone) in every theme; it is a graphic, not text.
 */
export const code = style({
  display: 'block',
  width: '12rem',
  height: '12rem',
  background: '#ffffff',
  borderRadius: vars.radius.sm,
})
export const modules = style({ fill: '#000000' })

export const details = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' })

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
})
globalStyle(`${fields} dt`, { color: color.textMuted })
globalStyle(`${fields} dd`, { margin: 0, overflowWrap: 'anywhere' })

export const seat = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg })

export const hint = style({ margin: 0, color: color.textMuted, fontSize: vars.fontSize.sm })
