import { style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { color, vars } from '../tokens/vars.css'

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: color.text,
        selectors: { '&:hover:not(:disabled)': { background: color.surfaceMuted } },
      },
      secondary: {
        background: color.surface,
        color: color.link,
        borderColor: color.primary,
        selectors: { '&:hover:not(:disabled)': { background: color.surfaceMuted } },
      },
      primary: {
        background: color.primary,
        color: color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: color.primaryHover } },
      },
    },
    size: {
      // 32 px: still above WCAG 2.5.8's 24 px, for dense rows (seat map zoom, chips)
      small: { width: '2rem', height: '2rem', fontSize: vars.fontSize.md },
      medium: { width: vars.target.min, height: vars.target.min, fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'medium' },
})

export type IconButtonRecipe = NonNullable<RecipeVariants<typeof iconButton>>

export const icon = style({ width: '1.25em', height: '1.25em', display: 'inline-flex' })
