import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { VisuallyHidden } from 'radix-ui'
import { useState } from 'react'
import {
  currentDisplayPreferences,
  saveDisplayPreference,
} from '../../../design-system/preferences/cookies'
import {
  type CardLayout,
  cardLayouts,
  type DisplayPreferences,
  type FontSize,
  fontSizes,
  type Theme,
  themes,
} from '../../../domain/preferences'
import { group, groupLabel, toggle } from './SiteFrame.css'

const fontSizeLabels: Record<FontSize, MessageDescriptor> = {
  '14': msg`Small text`,
  '16': msg`Medium text`,
  '18': msg`Large text`,
}
const fontSizeMarks: Record<FontSize, string> = { '14': 'A-', '16': 'A', '18': 'A+' }
const themeLabels: Record<Theme, MessageDescriptor> = {
  default: msg`Standard colours`,
  night: msg`Night`,
  blackWhite: msg`Black and white`,
}
const layoutLabels: Record<CardLayout, MessageDescriptor> = {
  compact: msg`Compact`,
  comfortable: msg`Comfortable`,
}

interface ChoiceGroupProps<T extends string> {
  legend: MessageDescriptor
  choices: readonly T[]
  value: T
  label: (choice: T) => { text: string; name?: string }
  onChoose: (choice: T) => void
}

function ChoiceGroup<T extends string>({
  legend,
  choices,
  value,
  label,
  onChoose,
}: ChoiceGroupProps<T>) {
  const { i18n } = useLingui()
  return (
    <fieldset className={group}>
      <legend className={groupLabel}>{i18n._(legend)}</legend>
      {choices.map((choice) => {
        const { text, name } = label(choice)
        return (
          <button
            key={choice}
            type="button"
            className={toggle}
            aria-pressed={choice === value}
            onClick={() => onChoose(choice)}
          >
            {name ? (
              <>
                <span aria-hidden="true">{text}</span>
                <VisuallyHidden.Root>{name}</VisuallyHidden.Root>
              </>
            ) : (
              text
            )}
          </button>
        )
      })}
    </fieldset>
  )
}

/**
 * Font size, contrast theme and event card layout (spec §1). Each choice shows at once and is
 * kept 30 days in its cookie; Member Info's layout choice uses the same setting.
 */
export function DisplayControls() {
  const { i18n } = useLingui()
  const [prefs, setPrefs] = useState<DisplayPreferences>(() =>
    currentDisplayPreferences(document.documentElement),
  )
  const choose = <K extends keyof DisplayPreferences>(key: K, value: DisplayPreferences[K]) => {
    saveDisplayPreference(key, value)
    setPrefs((before) => ({ ...before, [key]: value }))
  }
  return (
    <>
      <ChoiceGroup
        legend={msg`Text size`}
        choices={fontSizes}
        value={prefs.fontSize}
        label={(size) => ({ text: fontSizeMarks[size], name: i18n._(fontSizeLabels[size]) })}
        onChoose={(size) => choose('fontSize', size)}
      />
      <ChoiceGroup
        legend={msg`Colours`}
        choices={themes}
        value={prefs.theme}
        label={(theme) => ({ text: i18n._(themeLabels[theme]) })}
        onChoose={(theme) => choose('theme', theme)}
      />
      <ChoiceGroup
        legend={msg`Event cards`}
        choices={cardLayouts}
        value={prefs.layout}
        label={(layout) => ({ text: i18n._(layoutLabels[layout]) })}
        onChoose={(layout) => choose('layout', layout)}
      />
    </>
  )
}
