import { Callout } from '@design-system/Callout'
import { Fieldset } from '@design-system/Fieldset'
import { Stack } from '@design-system/layout'
import { RadioGroup } from '@design-system/RadioGroup'
import { Switch } from '@design-system/Switch'
import { Text } from '@design-system/Text'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import {
  activeCapMax,
  admissionMax,
  type PerformanceFormInput,
  performanceSchema,
  roomDefaults,
} from '../../../../domain/forms/officePerformance'
import type { Schemas } from '../../../api/queries'
import { FormEnd } from '../../forms/FormEnd'
import { failedFields, formRefusal } from '../../forms/formFailure'
import { useSchemaForm } from '../../forms/useSchemaForm'
import { usePerformanceCalls } from './performanceCalls'
import { instantOf, wallClockOf } from './wallClock'

/** The form's values: a new performance starts with no time and no seating chosen ('': the
 * schema names both beside their fields). */
type Values = Omit<Partial<PerformanceFormInput>, 'seating'> & {
  seating?: PerformanceFormInput['seating'] | ''
}

const valuesOf = (performance: Schemas['OfficePerformance'] | undefined): Values =>
  performance === undefined
    ? { startsAt: '', seating: '', hot: false }
    : {
        startsAt: performance.startsAt,
        seating: performance.seating,
        hot: performance.hot,
        ...(performance.salesOpenAt ? { salesOpenAt: performance.salesOpenAt } : {}),
        ...(performance.salesCloseAt ? { salesCloseAt: performance.salesCloseAt } : {}),
        ...(performance.room
          ? {
              preQueueAt: performance.room.preQueueAt,
              admissionPerMinute: performance.room.admissionPerMinute,
              activeCap: performance.room.activeCap,
            }
          : {}),
      }

/** A performance that is not hot sends no waiting-room settings. */
const roomless = ({ preQueueAt: _p, admissionPerMinute: _a, activeCap: _c, ...rest }: Values) =>
  rest

type TimeKey = 'startsAt' | 'salesOpenAt' | 'salesCloseAt' | 'preQueueAt'
type CountKey = 'admissionPerMinute' | 'activeCap'

export interface PerformanceFormProps {
  eventId: number
  /** The performance being changed; none: a new one. */
  performance?: Schemas['OfficePerformance'] | undefined
  onSaved: (performance: Schemas['OfficePerformance']) => void
}

/**
 * A performance's time, seating, sale window and, when hot, its waiting room: checked by the
 * schema the server checks it with; the server's refusal (a change under sold tickets) above
 * the button.
 */
export function PerformanceForm({ eventId, performance, onSaved }: PerformanceFormProps) {
  const { t, i18n } = useLingui()
  const calls = usePerformanceCalls()
  const form = useSchemaForm(performanceSchema, valuesOf(performance))
  const create = useMutation({ ...calls.create, meta: { quiet: true } })
  const update = useMutation({ ...calls.update, meta: { quiet: true } })
  const values = form.values
  const hint = t`Hong Kong time, as 2026-12-20 19:30.`

  const time = (key: TimeKey) => ({
    name: key,
    initial: wallClockOf(values[key]),
    onValue: (instant: string | undefined) => {
      const { [key]: _, ...rest } = values
      // the start is never left out: empty, the schema asks for it
      if (key === 'startsAt') form.change({ ...rest, startsAt: instant ?? '' }, key)
      else form.change(instant === undefined ? rest : { ...rest, [key]: instant }, key)
    },
    error: form.error(key),
  })
  const count = (key: CountKey) => ({
    name: key,
    initial: values[key] === undefined ? '' : String(values[key]),
    onValue: (n: number | undefined) => {
      const { [key]: _, ...rest } = values
      form.change(n === undefined ? rest : { ...rest, [key]: n }, key)
    },
    error: form.error(key),
  })

  return (
    <form
      noValidate
      aria-label={performance ? t`Change the performance` : t`Add a performance`}
      onSubmit={form.submit(
        (checked, refused) => {
          const body = (
            checked.hot ? checked : roomless(checked)
          ) as Schemas['OfficePerformanceForm']
          const sent =
            performance === undefined
              ? create.mutateAsync({ eventId, form: body })
              : update.mutateAsync({ eventId, performanceId: performance.id, form: body })
          sent.then(onSaved, refused)
        },
        (error) => ({ fields: failedFields(error), form: formRefusal(error, i18n) }),
      )}
    >
      <Stack gap="xl">
        <Fieldset legend={t`When and how`}>
          <WallClockField label={t`Date and time`} hint={hint} required {...time('startsAt')} />
          <RadioGroup
            label={t`Seating`}
            required
            name="seating"
            options={[
              { value: 'reserved', label: t`Reserved seating` },
              { value: 'generalAdmission', label: t`General admission` },
            ]}
            value={values.seating ?? ''}
            onValueChange={(seating) =>
              form.change(
                { ...values, seating: seating as PerformanceFormInput['seating'] },
                'seating',
              )
            }
            error={form.error('seating')}
          />
        </Fieldset>
        <Fieldset legend={t`Sale window`}>
          <WallClockField
            label={t`Sale opens`}
            hint={t`${hint} Leave it empty to open with the event's on-sale time.`}
            {...time('salesOpenAt')}
          />
          <WallClockField
            label={t`Sale closes`}
            hint={t`${hint} Leave it empty to close when the performance starts.`}
            {...time('salesCloseAt')}
          />
        </Fieldset>
        <Fieldset legend={t`Hot performance`}>
          <Switch
            label={t`Hot: buyers wait in the waiting room`}
            hint={t`For a sale that draws more buyers than the site can serve at once.`}
            name="hot"
            checked={values.hot === true}
            onCheckedChange={(hot) => form.change({ ...values, hot }, 'hot')}
            error={form.error('hot')}
          />
          {values.hot === true && (
            <>
              <WallClockField
                label={t`Waiting room opens`}
                hint={t`${hint} Leave it empty to open it ${roomDefaults.preQueueMinutes} minutes before the sale.`}
                {...time('preQueueAt')}
              />
              <CountField
                label={t`Buyers let in per minute`}
                hint={t`From 1 to ${admissionMax}; ${roomDefaults.admissionPerMinute} when left empty.`}
                {...count('admissionPerMinute')}
              />
              <CountField
                label={t`Most buyers choosing at once`}
                hint={t`From 1 to ${activeCapMax}; ${roomDefaults.activeCap} when left empty.`}
                {...count('activeCap')}
              />
            </>
          )}
        </Fieldset>
        {performance && performance.sold > 0 && (
          <Callout tone="info">
            <Text>{t`Tickets are already sold or held for this performance: a change that would affect them is refused.`}</Text>
          </Callout>
        )}
        <FormEnd failure={form.failure} sending={create.isPending || update.isPending}>
          {performance ? t`Save the performance` : t`Add the performance`}
        </FormEnd>
      </Stack>
    </form>
  )
}

interface TypedFieldProps<T> {
  label: string
  hint: string
  name: string
  required?: boolean
  initial: string
  onValue: (value: T | undefined) => void
  error: string | undefined
}

/** A date and time typed in Hong Kong time; `undefined` while empty. */
function WallClockField({ initial, onValue, ...field }: TypedFieldProps<string>) {
  const [typed, setTyped] = useState(initial)
  return (
    <TextField
      {...field}
      value={typed}
      onChange={(change) => {
        const next = change.target.value
        setTyped(next)
        onValue(next.trim() === '' ? undefined : instantOf(next))
      }}
    />
  )
}

/** A whole number typed as text; `undefined` while empty, NaN when it is not a number. */
function CountField({ initial, onValue, ...field }: TypedFieldProps<number>) {
  const [typed, setTyped] = useState(initial)
  return (
    <TextField
      {...field}
      inputMode="numeric"
      value={typed}
      onChange={(change) => {
        const next = change.target.value
        setTyped(next)
        onValue(next.trim() === '' ? undefined : Number(next.trim()))
      }}
    />
  )
}
