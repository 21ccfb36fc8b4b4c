import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css'
import type { Palette } from './palette'

/** The one colour contract: every theme fills these roles (see palette.ts). */
export const color = createThemeContract<Record<keyof Palette, null>>({
  background: null,
  surface: null,
  surfaceMuted: null,
  text: null,
  textMuted: null,
  border: null,
  divider: null,
  primary: null,
  primaryHover: null,
  onPrimary: null,
  link: null,
  focusRing: null,
  danger: null,
  onDanger: null,
  dangerText: null,
  successText: null,
  warningText: null,
  infoText: null,
  dangerSurface: null,
  successSurface: null,
  warningSurface: null,
  infoSurface: null,
  seatAvailable: null,
  seatSold: null,
  seatHeld: null,
  seatSelected: null,
  overlay: null,
})

/**
 * Sizes are rem-based, so the font-size preference (14/16/18 px on <html>) scales type and
 * spacing together: one multiplier, never separate themes per size.
 */
export const vars = createGlobalTheme(':root', {
  font: {
    body: '"Noto Sans HK", "Noto Sans TC", "Noto Sans SC", "Noto Sans CJK TC", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', pill: '999px', round: '50%' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.16)',
    md: '0 4px 12px rgba(0, 0, 0, 0.18)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.24)',
  },
  motion: { fast: '120ms', normal: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  layer: { header: '10', overlay: '100', toast: '200', tooltip: '300' },
  /** minimum target size for pointer input (WCAG 2.5.8 asks 24 px; we use 44 px) */
  target: { min: '2.75rem' },
})

/** Media queries that do not depend on the page's width (widths: `screen` in breakpoints.css). */
export const media = {
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** @deprecated a media query's em ignores the font-size preference: use `screen.tablet` */
  tablet: 'screen and (min-width: 48em)',
  /** @deprecated a media query's em ignores the font-size preference: use `screen.desktop` */
  desktop: 'screen and (min-width: 64em)',
  /** @deprecated a media query's em ignores the font-size preference: use `screen.wide` */
  wide: 'screen and (min-width: 80em)',
} as const
