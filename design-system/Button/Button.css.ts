import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { color, focusRing, vars } from '../tokens'

/** A chip that is on: pressed, the current page, its radio checked. */
const chipOn = [
  '&[aria-pressed="true"]',
  '&[aria-current="page"]',
  '&[aria-current="true"]',
  '&:has(input:checked)',
]
const each = (suffix: string) => chipOn.map((on) => `${on}${suffix}`).join(', ')

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
      /**
       * A pill that is a choice among others (a category, a date filter, a like, a menu in
       * the header): outlined when off; filled, bold and underlined or ticked when on, so the
       * state is never told by colour alone.
       */
      chip: {
        position: 'relative',
        background: color.surface,
        color: color.text,
        borderColor: color.border,
        borderRadius: vars.radius.pill,
        fontWeight: vars.fontWeight.regular,
        whiteSpace: 'nowrap',
        userSelect: 'none',
        selectors: {
          '&:hover:not(:disabled), &[data-state="open"]': { background: color.surfaceMuted },
          [each('')]: {
            background: color.primary,
            borderColor: color.primary,
            color: color.onPrimary,
            fontWeight: vars.fontWeight.bold,
          },
          [each(':hover:not(:disabled)')]: { background: color.primaryHover },
          '&[aria-current]': { textDecoration: 'underline' },
          '&[aria-busy="true"]': { cursor: 'progress' },
          // a chip round a radio that is not drawn: the radio's focus ring goes round the chip
          '&:has(input:focus-visible)': focusRing,
        },
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
      /** a label in a pill, as a chip is (a floating button) */
      pill: { borderRadius: vars.radius.pill },
    },
    fullWidth: { true: { width: '100%' } },
  },
  compoundVariants: [
    // a small chip keeps the pill's roomy ends
    {
      variants: { variant: 'chip', size: 'small' },
      style: { padding: `${vars.space.xs} ${vars.space.lg}` },
    },
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
