import { Switch as RadixSwitch } from 'radix-ui'
import type { ReactNode } from 'react'
import { FormField } from '../FormField/FormField'
import * as styles from './Switch.css'

export interface SwitchProps {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  checked?: boolean
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  disabled?: boolean
  /** Form field name; the switch submits "on" when checked. */
  name?: string
  id?: string
  className?: string
}

/**
 * A setting that takes effect at once (e.g. "Receive the newsletter", comfortable card
 * layout). For a choice submitted with a form, use Checkbox.
 */
export function Switch({
  label,
  hint,
  error,
  id,
  className,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  name,
}: SwitchProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      id={id}
      labelPosition="after"
      className={className}
    >
      {({ required: _required, ...control }) => (
        <span className={styles.target}>
          <RadixSwitch.Root
            {...control}
            className={styles.root}
            checked={checked}
            defaultChecked={defaultChecked}
            onCheckedChange={onCheckedChange}
            disabled={disabled}
            name={name}
          >
            <RadixSwitch.Thumb className={styles.thumb}>
              <svg className={styles.tick} viewBox="0 0 16 16" aria-hidden="true">
                <path
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  d="m3 8.5 3.5 3.5L13 4.5"
                />
              </svg>
            </RadixSwitch.Thumb>
          </RadixSwitch.Root>
        </span>
      )}
    </FormField>
  )
}
