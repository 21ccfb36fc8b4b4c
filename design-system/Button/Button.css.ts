import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { color, vars } from '../tokens/vars.css'

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.target.min,
    borderRadius: vars.radius.md,
    border: '2px solid transparent',
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: color.primary,
        color: color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: color.primaryHover } },
      },
      secondary: {
        background: color.surface,
        color: color.link,
        borderColor: color.primary,
        selectors: { '&:hover:not(:disabled)': { background: color.surfaceMuted } },
      },
      ghost: {
        background: 'transparent',
        color: color.link,
        selectors: { '&:hover:not(:disabled)': { background: color.surfaceMuted } },
      },
      danger: {
        background: color.danger,
        color: color.onDanger,
      },
    },
    size: {
      small: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
      medium: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md },
      large: { padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
})

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>
