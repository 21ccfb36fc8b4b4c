import { style, styleVariants } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

const base = style({
  color: color.link,
  // always underlined: inside text, colour alone must not tell a link apart
  textDecoration: 'underline',
  textDecorationThickness: '0.08em',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: '0.16em' },
  },
})

export const link = styleVariants({
  inline: [base],
  standalone: [
    base,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xs,
      // WCAG 2.5.8: at least 24 px tall when it stands alone
      minHeight: '1.5rem',
      fontWeight: vars.fontWeight.medium,
    },
  ],
})

export const externalIcon = style({ marginInlineStart: '0.2em' })
