import { Callout } from '@design-system/Callout'
import { Card } from '@design-system/Card'
import { formatCount } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import {
  type concessionTypes,
  type PriceZonesFormInput,
  priceZonesSchema,
  quotaMax,
} from '../../../../domain/forms/officePerformance'
import { ticketTypeLabels } from '../../../../domain/ticketTypes'
import type { Schemas } from '../../../api/queries'
import { localizedText } from '../../../i18n/localizedText'
import { FormEnd } from '../../forms/FormEnd'
import { failedFields, formRefusal } from '../../forms/formFailure'
import { useSchemaForm } from '../../forms/useSchemaForm'
import { usePerformanceCalls } from './performanceCalls'

type Concession = (typeof concessionTypes)[number]
type Zones = Schemas['OfficePriceZones']

/** A zone's prices as typed: text, so a half-typed price stays as it is. */
interface ZoneDraft {
  priceZoneId: number
  price: string
  quota: string
  concessions: Partial<Record<Concession, string>>
}

const amount = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()))
const shown = (n: number | undefined) => (n === undefined ? '' : String(n))

const draftsOf = (zones: Zones): ZoneDraft[] =>
  zones.zones.map((zone) => ({
    priceZoneId: zone.priceZoneId,
    price: shown(zone.price),
    quota: shown(zone.quota),
    concessions: Object.fromEntries(
      zone.ticketTypePrices.map((priced) => [priced.ticketType, shown(priced.price)]),
    ),
  }))

/** The concessions a zone prices, in the event's order (the form's `ticketTypePrices`). */
const pricedOf = (draft: ZoneDraft, allowed: readonly Concession[]) =>
  allowed.filter((type) => (draft.concessions[type] ?? '').trim() !== '')

/** The form's values of the drafts: empty concessions are not sold in that zone. */
const valuesOf = (
  drafts: readonly ZoneDraft[],
  allowed: readonly Concession[],
  generalAdmission: boolean,
): PriceZonesFormInput => ({
  zones: drafts.map((draft) => {
    const quota = amount(draft.quota)
    return {
      priceZoneId: draft.priceZoneId,
      price: amount(draft.price) as number,
      ...(generalAdmission && quota !== undefined ? { quota } : {}),
      ticketTypePrices: pricedOf(draft, allowed).map((ticketType) => ({
        ticketType,
        price: amount(draft.concessions[ticketType] ?? '') as number,
      })),
    }
  }),
})

export interface PriceZonesFormProps {
  eventId: number
  zones: Zones
  /** The concessions the event allows (the standard price is always sold). */
  allowed: readonly Concession[]
}

/**
 * A performance's price zones: a row per zone with its standard price, its quota (general
 * admission) and a price per concession the event allows; saved together (setOfficePriceZones).
 */
export function PriceZonesForm({ eventId, zones, allowed }: PriceZonesFormProps) {
  const { t, i18n } = useLingui()
  const calls = usePerformanceCalls()
  const generalAdmission = zones.seating === 'generalAdmission'
  const [drafts, setDrafts] = useState(() => draftsOf(zones))
  const form = useSchemaForm(priceZonesSchema, valuesOf(drafts, allowed, generalAdmission))
  const [saved, setSaved] = useState(false)
  const save = useMutation({ ...calls.setPriceZones, meta: { quiet: true } })
  const locale = i18n.locale

  const change = (index: number, next: ZoneDraft, path: string) => {
    const all = drafts.map((draft, i) => (i === index ? next : draft))
    setDrafts(all)
    setSaved(false)
    form.change(valuesOf(all, allowed, generalAdmission), path)
  }

  if (zones.zones.length === 0) {
    return (
      <Callout tone="info" title={t`No price zones yet`}>
        <Text>{t`This event has no price zones yet: they come with its seat plan.`}</Text>
      </Callout>
    )
  }

  return (
    <form
      noValidate
      aria-label={t`Price zones`}
      onSubmit={form.submit(
        (checked, refused) => {
          save
            .mutateAsync({
              eventId,
              performanceId: zones.performanceId,
              form: checked as Schemas['OfficePriceZonesForm'],
            })
            .then(() => setSaved(true), refused)
        },
        (error) => ({ fields: failedFields(error), form: formRefusal(error, i18n) }),
      )}
    >
      <Stack gap="lg">
        <Text>{t`The standard price is the zone's price for every performance of the event. Leave a concession's price empty to not sell it in that zone.`}</Text>
        {form.error('zones') && (
          <Callout tone="danger">
            <Text>{form.error('zones')}</Text>
          </Callout>
        )}
        {zones.zones.map((zone, i) => {
          const draft = drafts[i] as ZoneDraft
          const name = localizedText(zone.name, locale)
          const priced = pricedOf(draft, allowed)
          const sold = formatCount(zone.sold, locale)
          return (
            <Card key={zone.priceZoneId} variant="outline" gap="md">
              <Heading level={3} size="sm">
                {name}
              </Heading>
              <Text>
                {zone.seats !== undefined
                  ? t`${sold} sold or held, ${formatCount(zone.seats, locale)} seats on the plan`
                  : t`${sold} sold or held`}
              </Text>
              <TextField
                label={t`Standard price (HK$)`}
                required
                inputMode="decimal"
                name={`zones.${i}.price`}
                value={draft.price}
                onChange={(event) =>
                  change(i, { ...draft, price: event.target.value }, `zones.${i}.price`)
                }
                error={form.error(`zones.${i}.price`)}
              />
              {generalAdmission && (
                <TextField
                  label={t`General-admission quota`}
                  hint={t`The places of this zone, from 0 to ${quotaMax}.`}
                  required
                  inputMode="numeric"
                  name={`zones.${i}.quota`}
                  value={draft.quota}
                  onChange={(event) =>
                    change(i, { ...draft, quota: event.target.value }, `zones.${i}.quota`)
                  }
                  error={form.error(`zones.${i}.quota`)}
                />
              )}
              {allowed.map((type) => {
                const j = priced.indexOf(type)
                const path = `zones.${i}.ticketTypePrices.${j}`
                return (
                  <TextField
                    key={type}
                    label={t`${i18n._(ticketTypeLabels[type])} price (HK$)`}
                    inputMode="decimal"
                    name={`zones.${i}.${type}`}
                    value={draft.concessions[type] ?? ''}
                    onChange={(event) =>
                      change(
                        i,
                        {
                          ...draft,
                          concessions: { ...draft.concessions, [type]: event.target.value },
                        },
                        `zones.${i}.ticketTypePrices`,
                      )
                    }
                    error={
                      j < 0
                        ? undefined
                        : (form.error(`${path}.price`) ?? form.error(`${path}.ticketType`))
                    }
                  />
                )
              })}
            </Card>
          )
        })}
        {saved && (
          <Callout tone="success" title={t`Saved`}>
            <Text>{t`The prices are saved.`}</Text>
          </Callout>
        )}
        <FormEnd failure={form.failure} sending={save.isPending}>
          {t`Save the prices`}
        </FormEnd>
      </Stack>
    </form>
  )
}
