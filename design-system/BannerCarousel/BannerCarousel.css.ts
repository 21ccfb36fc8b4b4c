import { createContainer, keyframes, style } from '@vanilla-extract/css'
import { color, focusRingInset, vars } from '../tokens'

const carousel = createContainer('carousel')
/**
 * Previous / next lie over the banner only where they miss its words: a banner's artwork keeps
 * its text about 5% of its width from the edges, and a button reaches `space.sm + target.min`
 * (3.25rem) in, so from 20 × 3.25rem wide. Narrower (a phone), they sit under the banner at
 * both ends of the play / pause line.
 */
const overBanner = `${carousel} (min-width: 65rem)`

export const root = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  containerName: carousel,
  containerType: 'inline-size',
})

export const viewport = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: color.surfaceMuted,
})

const fadeIn = keyframes({ from: { opacity: 0.3 }, to: { opacity: 1 } })

export const slide = style({
  aspectRatio: '3 / 1',
  animation: `${fadeIn} ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: { '&[hidden]': { display: 'none' } },
})

export const slideLink = style({
  display: 'block',
  height: '100%',
  selectors: {
    // inside the viewport's rounded corners, which clip anything outside
    '&:focus-visible': focusRingInset,
  },
})

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' })

const controlButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.target.min,
  minHeight: vars.target.min,
  padding: 0,
  border: `2px solid ${color.border}`,
  borderRadius: vars.radius.round,
  background: color.surface,
  color: color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: color.surfaceMuted } },
})

/** Under the banner, on the controls' first line; over the slide's edges where it is wide. */
export const stepButton = style([
  controlButton,
  {
    gridRow: 2,
    gridColumn: 1,
    alignSelf: 'start',
    '@container': {
      [overBanner]: {
        // out of the grid: a placed grid item's containing block would be its grid area
        gridRow: 'auto',
        gridColumn: 'auto',
        position: 'absolute',
        // half the banner's height: it is a third of the carousel's width (slide, 3 / 1)
        insetBlockStart: 'calc(100cqi / 6)',
        transform: 'translateY(-50%)',
        boxShadow: vars.shadow.md,
      },
    },
  },
])
export const previous = style({
  justifySelf: 'start',
  '@container': { [overBanner]: { insetInlineStart: vars.space.sm } },
})
export const next = style({
  justifySelf: 'end',
  '@container': { [overBanner]: { insetInlineEnd: vars.space.sm } },
})

/** Play / pause and the slide picker; clear of previous / next when those are beside them. */
export const controls = style({
  gridRow: 2,
  gridColumn: 1,
  paddingInline: `calc(${vars.target.min} + ${vars.space.sm})`,
  '@container': { [overBanner]: { paddingInline: 0 } },
})

export const rotationButton = controlButton

/** A 24 px target (WCAG 2.5.8) around a small dot. */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      width: '0.75rem',
      height: '0.75rem',
      borderRadius: vars.radius.round,
      border: `2px solid ${color.border}`,
      background: color.surface,
    },
    '&[aria-current="true"]::before': {
      width: '1.125rem',
      borderRadius: vars.radius.pill,
      borderColor: color.primary,
      background: color.primary,
    },
    '&:hover::before': { borderColor: color.text },
  },
})
