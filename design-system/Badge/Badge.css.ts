import { recipe } from '@vanilla-extract/recipes'
import { color, vars } from '../tokens'

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    // a border in the text colour keeps the tag's edge visible in every theme
    border: '1px solid currentColor',
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { background: color.surfaceMuted, color: color.text },
      info: { background: color.infoSurface, color: color.infoText },
      success: { background: color.successSurface, color: color.successText },
      warning: { background: color.warningSurface, color: color.warningText },
      danger: { background: color.dangerSurface, color: color.dangerText },
    },
  },
  defaultVariants: { tone: 'neutral' },
})
