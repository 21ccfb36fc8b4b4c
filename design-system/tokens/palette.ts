import type { Theme } from '../../domain/preferences'

/**
 * Colour roles every theme fills (the one colour contract). Kept as plain data so the
 * contrast test can read it without a CSS build.
 */
export interface Palette {
  /** page background */
  background: string
  /** cards, panels, inputs */
  surface: string
  /** a faintly different surface: table stripes, hovered rows, skeletons */
  surfaceMuted: string
  text: string
  textMuted: string
  /** borders of inputs and controls (UI: 3:1 against background and surface) */
  border: string
  /** hairlines between content, not needed to identify a control */
  divider: string
  primary: string
  primaryHover: string
  onPrimary: string
  link: string
  focusRing: string
  danger: string
  onDanger: string
  dangerText: string
  successText: string
  warningText: string
  infoText: string
  /** tinted backgrounds behind status text (badges, alerts) */
  dangerSurface: string
  successSurface: string
  warningSurface: string
  infoSurface: string
  /** seat map: available / sold / held / selected seat fills */
  seatAvailable: string
  seatSold: string
  seatHeld: string
  seatSelected: string
  overlay: string
}

const defaultPalette: Palette = {
  background: '#ffffff',
  surface: '#ffffff',
  surfaceMuted: '#f3f4f7',
  text: '#1b1d22',
  textMuted: '#4d5462',
  border: '#767d8c',
  divider: '#d9dce3',
  primary: '#a3124b',
  primaryHover: '#850c3c',
  onPrimary: '#ffffff',
  link: '#a3124b',
  focusRing: '#1a5dd6',
  danger: '#b3261e',
  onDanger: '#ffffff',
  dangerText: '#a1221b',
  successText: '#1c6b34',
  warningText: '#7a4a00',
  infoText: '#1b5396',
  dangerSurface: '#fdecea',
  successSurface: '#e7f4ea',
  warningSurface: '#fdf3e1',
  infoSurface: '#e8f0fb',
  seatAvailable: '#2a7d46',
  seatSold: '#6b7280',
  seatHeld: '#a66300',
  seatSelected: '#a3124b',
  overlay: 'rgba(12, 14, 18, 0.6)',
}

const nightPalette: Palette = {
  background: '#111318',
  surface: '#1b1e25',
  surfaceMuted: '#252932',
  text: '#eef0f4',
  textMuted: '#b5bbc7',
  border: '#8c93a3',
  divider: '#3a3f4b',
  primary: '#ff8db6',
  primaryHover: '#ffb0cc',
  onPrimary: '#22060f',
  link: '#ff9cc0',
  focusRing: '#82b4ff',
  danger: '#ff8a80',
  onDanger: '#2a0502',
  dangerText: '#ff9b92',
  successText: '#7fd69a',
  warningText: '#ffc266',
  infoText: '#8fbcff',
  dangerSurface: '#3a1715',
  successSurface: '#14301d',
  warningSurface: '#35270d',
  infoSurface: '#142740',
  seatAvailable: '#5cc47f',
  seatSold: '#8c93a3',
  seatHeld: '#f0a540',
  seatSelected: '#ff8db6',
  overlay: 'rgba(0, 0, 0, 0.7)',
}

/** Black and white: a small override of the default, every pair at 7:1 or better. */
const blackWhitePalette: Palette = {
  ...defaultPalette,
  background: '#000000',
  surface: '#000000',
  surfaceMuted: '#1a1a1a',
  text: '#ffffff',
  textMuted: '#ffffff',
  border: '#ffffff',
  divider: '#ffffff',
  primary: '#ffffff',
  primaryHover: '#e6e6e6',
  onPrimary: '#000000',
  link: '#ffff00',
  focusRing: '#ffff00',
  danger: '#ffffff',
  onDanger: '#000000',
  dangerText: '#ffffff',
  successText: '#ffffff',
  warningText: '#ffffff',
  infoText: '#ffffff',
  dangerSurface: '#000000',
  successSurface: '#000000',
  warningSurface: '#000000',
  infoSurface: '#000000',
  seatAvailable: '#ffffff',
  // 7:1 on every black-and-white surface, like the other seat fills (#8a8a8a was 6.1:1)
  seatSold: '#aaaaaa',
  seatHeld: '#ffff00',
  seatSelected: '#00ffff',
  overlay: 'rgba(0, 0, 0, 0.85)',
}

export const palettes: Record<Theme, Palette> = {
  default: defaultPalette,
  night: nightPalette,
  blackWhite: blackWhitePalette,
}

type Role = keyof Palette

/** Foreground / background pairs the components actually draw, with the bar each must meet. */
export interface ContrastPair {
  fg: Role
  bg: Role
  /** 'text' needs 4.5:1, 'ui' (borders, focus rings, seat fills, icons) needs 3:1 */
  kind: 'text' | 'ui'
}

/**
 * Every colour role in one of the groups the contrast test reads, so a new role has to say what
 * it is drawn on (contrast.test.ts fails for a role in no group).
 */
export const roleGroups = {
  /** colours text is drawn in on the page's backgrounds */
  text: [
    'text',
    'textMuted',
    'link',
    'primary',
    'dangerText',
    'successText',
    'warningText',
    'infoText',
  ],
  /** backgrounds any of those texts may sit on */
  background: [
    'background',
    'surface',
    'surfaceMuted',
    'dangerSurface',
    'successSurface',
    'warningSurface',
    'infoSurface',
  ],
  /** filled backgrounds (buttons) and the one text colour drawn on each */
  filled: [
    ['primary', 'onPrimary'],
    ['primaryHover', 'onPrimary'],
    ['danger', 'onDanger'],
  ],
  /** colours that are not text (borders, rings, seat fills): 3:1 on the page's plain backgrounds */
  ui: ['border', 'focusRing', 'primary', 'seatAvailable', 'seatHeld', 'seatSold', 'seatSelected'],
  /** drawn over other colours, not against one: hairlines, the translucent dialog backdrop */
  none: ['divider', 'overlay'],
} as const satisfies {
  text: Role[]
  background: Role[]
  filled: [Role, Role][]
  ui: Role[]
  none: Role[]
}

const plainBackgrounds = ['background', 'surface', 'surfaceMuted'] as const

/**
 * The pairs that must be legible: every text role on every background role (not only those a
 * component draws today, so a part's text in the tokens is legible wherever it is put), each
 * filled background's text, and every non-text role on the plain backgrounds.
 */
export const contrastPairs: ContrastPair[] = [
  ...roleGroups.text.flatMap((fg) =>
    roleGroups.background.map((bg) => ({ fg, bg, kind: 'text' as const })),
  ),
  ...roleGroups.filled.map(([bg, fg]) => ({ fg, bg, kind: 'text' as const })),
  ...roleGroups.ui.flatMap((fg) => plainBackgrounds.map((bg) => ({ fg, bg, kind: 'ui' as const }))),
]

/**
 * WCAG AA for default and night; black and white reaches AAA (7:1) everywhere. Text is held to
 * the bar for normal text even where it is drawn large: so its contrast holds at every font size.
 */
export function requiredRatio(theme: Theme, kind: ContrastPair['kind']): number {
  if (theme === 'blackWhite') return 7
  return kind === 'text' ? 4.5 : 3
}
