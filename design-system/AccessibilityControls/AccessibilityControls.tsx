import { useLingui } from '@lingui/react/macro'
import { cardLayouts, type FontSize, fontSizes, type Theme, themes } from '../../domain/preferences'
import { cx } from '../cx'
import { Inline } from '../layout'
import { VisuallyHidden } from '../VisuallyHidden'
import * as styles from './AccessibilityControls.css'
import { ToggleGroup } from './ToggleGroup'
import { useDisplayPreference } from './useDisplayPreference'

const fontSizeGlyphs: Record<FontSize, string> = { '14': 'A-', '16': 'A', '18': 'A+' }

/**
 * The header's text-size control: A- / A / A+ for 14, 16 and 18 px. Applies at once to the
 * whole page and is remembered for 30 days.
 */
export function FontSizeControl() {
  const { t } = useLingui()
  const [value, save] = useDisplayPreference('fontSize')
  const names: Record<FontSize, string> = {
    '14': t`small text`,
    '16': t`standard text`,
    '18': t`large text`,
  }
  return (
    <ToggleGroup
      label={t`Font size`}
      value={value}
      onChange={save}
      options={fontSizes.map((size) => ({
        value: size,
        // the visible A-/A/A+ starts the name (voice control), the rest explains it
        content: (
          <>
            <span className={styles.glyph[size]}>{fontSizeGlyphs[size]}</span>{' '}
            <VisuallyHidden>{names[size]}</VisuallyHidden>
          </>
        ),
      }))}
    />
  )
}

/** Chooses the colour theme: default, night or black and white (high contrast). */
export function ThemeSwitcher() {
  const { t } = useLingui()
  const [value, save] = useDisplayPreference('theme')
  const names: Record<Theme, string> = {
    default: t`Default`,
    night: t`Night`,
    blackWhite: t`Black and white`,
  }
  return (
    <ToggleGroup
      label={t`Theme`}
      value={value}
      onChange={save}
      options={themes.map((theme) => ({ value: theme, content: names[theme] }))}
    />
  )
}

/** Chooses how event cards are laid out: compact (more per screen) or comfortable. */
export function CardLayoutSwitch() {
  const { t } = useLingui()
  const [value, save] = useDisplayPreference('layout')
  const names = { compact: t`Compact`, comfortable: t`Comfortable` } as const
  return (
    <ToggleGroup
      label={t`Card layout`}
      value={value}
      onChange={save}
      options={cardLayouts.map((layout) => ({ value: layout, content: names[layout] }))}
    />
  )
}

export interface AccessibilityControlsProps {
  /** Leaves out the card-layout switch where there are no event cards. */
  withCardLayout?: boolean
  className?: string
}

/** Font size, theme and (optionally) card layout together, as the header shows them. */
export function AccessibilityControls({
  withCardLayout = true,
  className,
}: AccessibilityControlsProps) {
  return (
    <Inline gap="sm" className={cx(styles.controls, className)}>
      <FontSizeControl />
      <ThemeSwitcher />
      {withCardLayout && <CardLayoutSwitch />}
    </Inline>
  )
}
