import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useMemo, useState } from 'react'
import { FormField } from '../FormField/FormField'
import { controlBox } from '../FormField/field.css'
import * as selectStyles from '../Select/Select.css'
import * as styles from './BirthdayField.css'
import { birthdayMonths, daysInBirthdayMonth } from './birthdayDays'

export interface Birthday {
  month: number | null
  day: number | null
}

export interface BirthdayFieldProps {
  value: Birthday
  onValueChange: (value: Birthday) => void
  /** Defaults to "Birthday". */
  label?: ReactNode
  hint?: ReactNode
  error?: ReactNode
  required?: boolean
  disabled?: boolean
  /** Form names of the two selects. */
  names?: { month: string; day: string }
  id?: string
  className?: string
}

const Chevron = () => (
  <svg className={selectStyles.chevron} viewBox="0 0 16 16" aria-hidden="true">
    <path fill="none" stroke="currentColor" strokeWidth="2" d="m3 6 5 5 5-5" />
  </svg>
)

/**
 * A member's birthday as month and day, no year (registration, member info). The day list
 * follows the month: 29 February can be chosen; if a new month is shorter than the chosen day,
 * the day is cleared and the field says why.
 */
export function BirthdayField({
  value,
  onValueChange,
  label,
  hint,
  error,
  required,
  disabled,
  names,
  id,
  className,
}: BirthdayFieldProps) {
  const { t, i18n } = useLingui()
  const [note, setNote] = useState('')
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.locale, { month: 'long', timeZone: 'UTC' })
    return birthdayMonths.map((month) => format.format(Date.UTC(2000, month - 1, 1)))
  }, [i18n.locale])
  const dayNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', timeZone: 'UTC' })
    return Array.from({ length: 31 }, (_, i) => format.format(Date.UTC(2000, 0, i + 1)))
  }, [i18n.locale])
  const days = value.month === null ? 31 : daysInBirthdayMonth(value.month)

  const changeMonth = (raw: string) => {
    const month = raw === '' ? null : Number(raw)
    const max = month === null ? 31 : daysInBirthdayMonth(month)
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
    <FormField
      label={label ?? t`Birthday`}
      hint={hint}
      error={error}
      required={required}
      group
      id={id}
      className={className}
    >
      {(control) => (
        <>
          <div className={styles.parts}>
            <div className={styles.part}>
              <label className={styles.partLabel} htmlFor={control.id}>
                {t`Month`}
              </label>
              <div className={selectStyles.wrapper}>
                <select
                  id={control.id}
                  name={names?.month}
                  aria-invalid={control['aria-invalid']}
                  required={control.required}
                  disabled={disabled}
                  autoComplete="bday-month"
                  className={`${controlBox} ${selectStyles.select}`}
                  value={value.month ?? ''}
                  onChange={(event) => changeMonth(event.target.value)}
                >
                  <option value="">{t`Month`}</option>
                  {birthdayMonths.map((month) => (
                    <option key={month} value={month}>
                      {monthNames[month - 1]}
                    </option>
                  ))}
                </select>
                <Chevron />
              </div>
            </div>
            <div className={styles.part}>
              <label className={styles.partLabel} htmlFor={`${control.id}-day`}>
                {t`Day`}
              </label>
              <div className={selectStyles.wrapper}>
                <select
                  id={`${control.id}-day`}
                  name={names?.day}
                  aria-invalid={control['aria-invalid']}
                  required={control.required}
                  disabled={disabled}
                  autoComplete="bday-day"
                  className={`${controlBox} ${selectStyles.select}`}
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
                </select>
                <Chevron />
              </div>
            </div>
          </div>
          <p className={styles.note} aria-live="polite">
            {note}
          </p>
        </>
      )}
    </FormField>
  )
}
