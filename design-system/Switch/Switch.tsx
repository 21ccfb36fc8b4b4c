import { Switch as RadixSwitch } from 'radix-ui'
import { type FieldProps, FormField, splitFieldProps } from '../FormField'
import { CheckIcon } from '../icons'
import * as styles from './Switch.css'

export interface SwitchProps extends Omit<FieldProps, 'required'> {
  checked?: boolean
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  disabled?: boolean
  /** Form field name; the switch submits "on" when checked. */
  name?: string
}

/**
 * A setting that takes effect at once (e.g. "Receive the newsletter", comfortable card
 * layout). For a choice submitted with a form, use Checkbox.
 */
export function Switch(props: SwitchProps) {
  const [field, control] = splitFieldProps(props)
  return (
    <FormField {...field} labelPosition="after">
      {({ required: _required, ...wiring }) => (
        <span className={styles.target}>
          <RadixSwitch.Root {...control} {...wiring} className={styles.root}>
            <RadixSwitch.Thumb className={styles.thumb}>
              <CheckIcon className={styles.tick} />
            </RadixSwitch.Thumb>
          </RadixSwitch.Root>
        </span>
      )}
    </FormField>
  )
}
