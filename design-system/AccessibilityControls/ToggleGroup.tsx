import type { ReactNode } from 'react'
import * as styles from './AccessibilityControls.css'

export interface ToggleOption<V extends string> {
  value: V
  /** What the button shows. */
  content: ReactNode
}

interface ToggleGroupProps<V extends string> {
  /** Visible name of the group, e.g. "Font size". */
  label: string
  options: readonly ToggleOption<V>[]
  value: V | undefined
  onChange: (value: V) => void
}

/**
 * A labelled group of toggle buttons where exactly one is pressed. Each is its own Tab stop,
 * so it works the same with a keyboard, a switch device or voice control.
 */
export function ToggleGroup<V extends string>({
  label,
  options,
  value,
  onChange,
}: ToggleGroupProps<V>) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupLabel}>{label}</legend>
      <span className={styles.buttons}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
            className={styles.toggle}
          >
            {option.content}
          </button>
        ))}
      </span>
    </fieldset>
  )
}
