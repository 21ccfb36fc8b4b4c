import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

/**
 * The box every text-like control shares (input, textarea, select, combobox), so all fields
 * look alike. The border colour is the contract's `border` (3:1 against every surface); an
 * invalid control switches to `dangerText` and a thicker border so colour is not the only cue.
 */
export const controlBox = style({
  display: 'block',
  width: '100%',
  minHeight: vars.target.min,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${color.border}`,
  borderRadius: vars.radius.md,
  background: color.surface,
  color: color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: color.textMuted, opacity: 1 },
    '&[aria-invalid="true"]': {
      borderColor: color.dangerText,
      boxShadow: `inset 0 0 0 1px ${color.dangerText}`,
    },
    '&:disabled': { background: color.surfaceMuted, cursor: 'not-allowed' },
  },
})

/** One choice of a radio or checkbox group: the box and its label, a full touch target tall. */
export const choiceOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.target.min,
  color: color.text,
  cursor: 'pointer',
})

/** The native radio or checkbox of a choice, drawn larger and in the primary colour. */
export const choiceInput = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  flexShrink: 0,
  accentColor: color.primary,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
})
