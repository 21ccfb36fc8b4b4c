import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useMemo, useState } from 'react'
import { daysInMonth } from '../../domain/forms/personalDetails'
import { type FieldProps, FormField, splitFieldProps } from '../FormField'
import { dayOfMonthNames, monthNames as monthNamesIn } from '../format'
import { Stack } from '../layout'
import { NativeSelect } from '../Select'
import * as styles from './BirthdayField.css'

/** Months 1 to 12; a birthday has no year, so February has 29 days (domain's `daysInMonth`). */
const birthdayMonths = daysInMonth.map((_, index) => index + 1)
const daysIn = (month: number) => daysInMonth[month - 1] ?? 31

export interface Birthday {
  month: number | null
  day: number | null
}

export interface BirthdayFieldProps extends Omit<FieldProps, 'label'> {
  value: Birthday
  onValueChange: (value: Birthday) => void
  /** Defaults to "Birthday". */
  label?: ReactNode
  disabled?: boolean
  /** Form names of the two selects. */
  names?: { month: string; day: string }
}

/**
 * A member's birthday as month and day, no year (registration, member info). The day list
 * follows the month: 29 February can be chosen; if a new month is shorter than the chosen day,
 * the day is cleared and the field says why.
 */
export function BirthdayField({ label, ...props }: BirthdayFieldProps) {
  const { t, i18n } = useLingui()
  const [field, { value, onValueChange, disabled, names }] = splitFieldProps({
    ...props,
    label: label ?? t`Birthday`,
  })
  const [note, setNote] = useState('')
  const monthNames = useMemo(() => monthNamesIn(i18n.locale), [i18n.locale])
  const dayNames = useMemo(() => dayOfMonthNames(i18n.locale), [i18n.locale])
  const days = value.month === null ? 31 : daysIn(value.month)

  const changeMonth = (raw: string) => {
    const month = raw === '' ? null : Number(raw)
    const max = month === null ? 31 : daysIn(month)
    if (month !== null && value.day !== null && value.day > max) {
      const monthName = monthNames[month - 1]
      setNote(t`${monthName} has ${max} days: please choose the day again.`)
      onValueChange({ month, day: null })
    } else {
      setNote('')
      onValueChange({ month, day: value.day })
    }
  }

  return (
    <FormField {...field} group>
      {(control) => (
        <>
          <div className={styles.parts}>
            <Stack gap="xxs">
              <label className={styles.partLabel} htmlFor={control.id}>
                {t`Month`}
              </label>
              <NativeSelect
                id={control.id}
                name={names?.month}
                aria-invalid={control['aria-invalid']}
                required={control.required}
                disabled={disabled}
                autoComplete="bday-month"
                value={value.month ?? ''}
                onChange={(event) => changeMonth(event.target.value)}
              >
                <option value="">{t`Month`}</option>
                {birthdayMonths.map((month) => (
                  <option key={month} value={month}>
                    {monthNames[month - 1]}
                  </option>
                ))}
              </NativeSelect>
            </Stack>
            <Stack gap="xxs">
              <label className={styles.partLabel} htmlFor={`${control.id}-day`}>
                {t`Day`}
              </label>
              <NativeSelect
                id={`${control.id}-day`}
                name={names?.day}
                aria-invalid={control['aria-invalid']}
                required={control.required}
                disabled={disabled}
                autoComplete="bday-day"
                value={value.day ?? ''}
                onChange={(event) => {
                  setNote('')
                  const day = event.target.value === '' ? null : Number(event.target.value)
                  onValueChange({ month: value.month, day })
                }}
              >
                <option value="">{t`Day`}</option>
                {dayNames.slice(0, days).map((name, index) => (
                  <option key={name} value={index + 1}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            </Stack>
          </div>
          <p className={styles.note} aria-live="polite">
            {note}
          </p>
        </>
      )}
    </FormField>
  )
}
