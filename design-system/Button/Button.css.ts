import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { color, vars } from '../tokens'

/**
 * The one recipe for everything pressable that looks like a button: Button, IconButton and
 * links drawn as buttons. `shape: 'icon'` makes it a square around a single icon.
 */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    flexShrink: 0,
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
    shape: {
      label: {},
      icon: { padding: 0, aspectRatio: '1' },
    },
    fullWidth: { true: { width: '100%' } },
  },
  compoundVariants: [
    // a lone icon reads as part of the text around it, so a ghost one takes the text colour
    { variants: { shape: 'icon', variant: 'ghost' }, style: { color: color.text } },
    // 32 px: still above WCAG 2.5.8's 24 px, for dense rows (seat map zoom, chips)
    {
      variants: { shape: 'icon', size: 'small' },
      style: { width: '2rem', minHeight: '2rem', fontSize: vars.fontSize.md },
    },
    {
      variants: { shape: 'icon', size: 'medium' },
      style: { width: vars.target.min, fontSize: vars.fontSize.lg },
    },
    {
      variants: { shape: 'icon', size: 'large' },
      style: { width: '3.5rem', minHeight: '3.5rem', fontSize: vars.fontSize.xl },
    },
  ],
  defaultVariants: { variant: 'primary', size: 'medium', shape: 'label' },
})

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>
