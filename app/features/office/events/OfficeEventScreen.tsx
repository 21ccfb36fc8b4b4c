import { Button } from '@design-system/Button'
import { ButtonLink } from '@design-system/ButtonLink'
import { Callout } from '@design-system/Callout'
import { Card } from '@design-system/Card'
import { CheckboxGroup } from '@design-system/CheckboxGroup'
import { DataList } from '@design-system/DataList'
import { Fieldset } from '@design-system/Fieldset'
import { Heading } from '@design-system/Heading'
import { Inline, Stack } from '@design-system/layout'
import { Select } from '@design-system/Select'
import { Spinner } from '@design-system/Spinner'
import { Text } from '@design-system/Text'
import { Textarea } from '@design-system/Textarea'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { regions } from '../../../../domain/filters'
import {
  eventConcessions,
  eventDescriptionMax,
  eventMemberTicketsMax,
  eventPresenterMax,
  eventTicketsMax,
  eventTitleMax,
  type OfficeEventInput,
  officeEventSchema,
} from '../../../../domain/forms/officeEvent'
import { ticketTypeLabels } from '../../../../domain/ticketTypes'
import {
  categoriesQuery,
  createOfficeEventMutation,
  officeEventQuery,
  type Schemas,
  setOfficeEventStatusMutation,
  updateOfficeEventMutation,
  venuesQuery,
} from '../../../api/queries'
import { localizedText } from '../../../i18n/localizedText'
import { regionNames } from '../../buy/names'
import { FormEnd } from '../../forms/FormEnd'
import { failedFields, formRefusal } from '../../forms/formFailure'
import { useSchemaForm } from '../../forms/useSchemaForm'
import { OfficePage } from '../shell/OfficePage'
import { EventStatusBadge } from './EventStatusBadge'

type Languages = 'en' | 'zh-Hant' | 'zh-Hans'
const languages: readonly Languages[] = ['en', 'zh-Hant', 'zh-Hans']
const noText = { en: '', 'zh-Hant': '', 'zh-Hans': '' }

/** A new event's form: nothing filled in but the database's own default of 8 tickets. */
const newEvent: OfficeEventInput = {
  title: noText,
  description: noText,
  presenter: noText,
  category: '',
  venueId: '',
  ticketTypes: [],
  maxTicketsPerTransaction: 8,
}

/** The form's values of an event as the server has it. */
const valuesOf = (event: Schemas['OfficeEvent']): OfficeEventInput => ({
  title: event.title,
  description: event.description,
  presenter: event.presenter ?? noText,
  category: event.category,
  venueId: event.venueId,
  ticketTypes: event.ticketTypes.filter(
    (type): type is (typeof eventConcessions)[number] => type !== 'standard',
  ),
  maxTicketsPerTransaction: event.maxTicketsPerTransaction,
  ...(event.memberTicketLimit !== undefined ? { memberTicketLimit: event.memberTicketLimit } : {}),
})

export interface OfficeEventScreenProps {
  /** The event being edited; none: a new one. */
  eventId?: number | undefined
  /** A new event was saved (as a draft): go on to its own address. */
  onCreated: (eventId: number) => void
}

/**
 * One event of the box office: a new one (POST /api/office/events, a draft) or an existing one
 * (GET and PUT /api/office/events/{id}), with its status and the button that publishes or
 * unpublishes it, and the way to its performances.
 */
export function OfficeEventScreen({ eventId, onCreated }: OfficeEventScreenProps) {
  const { t, i18n } = useLingui()
  const event = useQuery({ ...officeEventQuery(eventId ?? 0), enabled: eventId !== undefined })
  if (eventId === undefined) {
    return (
      <OfficePage title={t`New event`}>
        <Text>{t`A new event is saved as a draft: visitors do not see it until you publish it.`}</Text>
        <EventForm initial={newEvent} onSaved={(saved) => onCreated(saved.id)} />
      </OfficePage>
    )
  }
  if (event.isPending) {
    return (
      <OfficePage title={t`Event`}>
        <Spinner label={t`Loading the event`} />
      </OfficePage>
    )
  }
  if (event.isError) {
    return (
      <OfficePage title={t`Event`}>
        <Callout tone="danger" title={t`The event could not be loaded`}>
          <Text>{t`There is no event ${eventId}, or the box office could not be reached. Please go back to the events and try again.`}</Text>
        </Callout>
        <ButtonLink href="/Office/Events.html" variant="secondary">
          {t`Back to the events`}
        </ButtonLink>
      </OfficePage>
    )
  }
  const saved = event.data
  return (
    <OfficePage title={localizedText(saved.title, i18n.locale)}>
      <Stack gap="xl">
        <PublishCard event={saved} />
        <EventForm
          key={saved.id}
          eventId={saved.id}
          initial={valuesOf(saved)}
          region={saved.region}
        />
      </Stack>
    </OfficePage>
  )
}

/** The event's status, what it means, the button that changes it and the way to its performances. */
function PublishCard({ event }: { event: Schemas['OfficeEvent'] }) {
  const { t, i18n } = useLingui()
  const setStatus = useMutation({ ...setOfficeEventStatusMutation, meta: { quiet: true } })
  const published = event.status === 'published'
  const refusal = setStatus.error ? formRefusal(setStatus.error, i18n) : undefined
  const performances = event.performanceCount
  return (
    <Card variant="outline" gap="md">
      <Heading level={2} size="md">
        {t`Status`}
      </Heading>
      <DataList>
        <DataList.Item label={t`Status`}>
          <EventStatusBadge status={event.status} />
        </DataList.Item>
        <DataList.Item label={t`Event number`}>{event.id}</DataList.Item>
        <DataList.Item label={t`Performances`}>{performances}</DataList.Item>
      </DataList>
      <Text>
        {published
          ? t`Visitors see this event on the lists, in search and on its own page.`
          : t`This is a draft: only the box office sees it. Visitors see it once you publish it.`}
      </Text>
      {refusal && (
        <Callout tone="danger">
          <Text>{refusal}</Text>
        </Callout>
      )}
      <Inline gap="md">
        <Button
          variant={published ? 'secondary' : 'primary'}
          loading={setStatus.isPending}
          onClick={() => {
            setStatus
              .mutateAsync({ eventId: event.id, status: published ? 'draft' : 'published' })
              .catch(() => undefined)
          }}
        >
          {published ? t`Unpublish (make a draft again)` : t`Publish`}
        </Button>
        <ButtonLink href={`/Office/Performances.html?event=${event.id}`} variant="secondary">
          {t`Performances`}
        </ButtonLink>
      </Inline>
    </Card>
  )
}

interface EventFormProps {
  initial: OfficeEventInput
  /** The event being changed; none: a new one. */
  eventId?: number
  /** The venue's region, to list its venues first. */
  region?: Schemas['Region']
  onSaved?: (event: Schemas['OfficeEvent']) => void
}

/** The event's fields, checked by the same schema the server checks them with. */
function EventForm({
  initial,
  eventId,
  region: initialRegion = 'hongKong',
  onSaved,
}: EventFormProps) {
  const { t, i18n } = useLingui()
  const form = useSchemaForm(officeEventSchema, initial)
  const [region, setRegion] = useState<Schemas['Region']>(initialRegion)
  const [savedAt, setSavedAt] = useState(0)
  const categories = useQuery(categoriesQuery())
  const venues = useQuery(venuesQuery(region))
  const create = useMutation({ ...createOfficeEventMutation, meta: { quiet: true } })
  const update = useMutation({ ...updateOfficeEventMutation, meta: { quiet: true } })
  const sending = create.isPending || update.isPending
  const values = form.values
  const locale = i18n.locale

  const languageName: Record<Languages, string> = {
    en: t`English`,
    'zh-Hant': t`Traditional Chinese`,
    'zh-Hans': t`Simplified Chinese`,
  }
  const text = (group: 'title' | 'description' | 'presenter', language: Languages) => ({
    name: `${group}.${language}`,
    value: values[group]?.[language] ?? '',
    onChange: (change: { target: { value: string } }) =>
      form.change(
        { ...values, [group]: { ...noText, ...values[group], [language]: change.target.value } },
        `${group}.${language}`,
        group,
      ),
    error: form.error(`${group}.${language}`),
  })
  const categoryOptions = (categories.data?.data ?? []).map((category) => ({
    value: category.code,
    label: localizedText(category.name, locale),
  }))
  const venueOptions = (venues.data?.data ?? []).map((venue) => ({
    value: venue.id,
    label: localizedText(venue.name, locale),
  }))

  return (
    <form
      noValidate
      onSubmit={form.submit(
        (checked, refused) => {
          setSavedAt(0)
          const body = checked as Schemas['OfficeEventForm']
          const sent =
            eventId === undefined ? create.mutateAsync(body) : update.mutateAsync({ eventId, body })
          sent.then((event) => {
            setSavedAt(Date.now())
            onSaved?.(event)
          }, refused)
        },
        (error) => ({ fields: failedFields(error), form: formRefusal(error, i18n) }),
      )}
    >
      <Stack gap="xl">
        <Fieldset legend={t({ message: 'Title', context: 'the name of an event or a notice' })}>
          {languages.map((language) => (
            <TextField
              key={language}
              label={languageName[language]}
              required
              maxLength={eventTitleMax}
              {...text('title', language)}
            />
          ))}
        </Fieldset>
        <Fieldset legend={t`Description`}>
          {languages.map((language) => (
            <Textarea
              key={language}
              label={languageName[language]}
              required
              rows={5}
              maxLength={eventDescriptionMax}
              hint={t`Plain text: a blank line starts a paragraph, a line starting with "- " is a list item.`}
              {...text('description', language)}
            />
          ))}
        </Fieldset>
        <Fieldset legend={t`Presenter (optional)`}>
          <Text>{t`The presenter's name as the event's card shows it: in all three languages, or none.`}</Text>
          {form.error('presenter') && (
            <Callout tone="danger">
              <Text>{form.error('presenter')}</Text>
            </Callout>
          )}
          {languages.map((language) => (
            <TextField
              key={language}
              label={languageName[language]}
              maxLength={eventPresenterMax}
              {...text('presenter', language)}
            />
          ))}
        </Fieldset>
        <Fieldset legend={t`Category and venue`}>
          <Select
            label={t`Category`}
            required
            placeholder={t`Choose a category`}
            options={categoryOptions}
            disabled={categoryOptions.length === 0}
            value={values.category ?? ''}
            onChange={(change) =>
              form.change({ ...values, category: change.target.value }, 'category')
            }
            error={form.error('category')}
          />
          <Select
            label={t`Region`}
            hint={t`The venues of this region are listed below.`}
            options={regions.map((value) => ({ value, label: i18n._(regionNames[value]) }))}
            value={region}
            onChange={(change) => {
              const next = regions.find((value) => value === change.target.value)
              if (next) setRegion(next)
            }}
          />
          <Select
            label={t`Venue`}
            required
            placeholder={t`Choose a venue`}
            options={venueOptions}
            disabled={venues.isPending}
            value={values.venueId ?? ''}
            onChange={(change) =>
              form.change({ ...values, venueId: change.target.value }, 'venueId')
            }
            error={form.error('venueId')}
          />
        </Fieldset>
        <CheckboxGroup
          label={t`Concessions allowed`}
          hint={t`Standard tickets are always sold. Each performance sets the concessions' prices.`}
          name="ticketTypes"
          options={eventConcessions.map((type) => ({
            value: type,
            label: i18n._(ticketTypeLabels[type]),
          }))}
          value={values.ticketTypes ?? []}
          onValueChange={(chosen) =>
            form.change(
              { ...values, ticketTypes: eventConcessions.filter((type) => chosen.includes(type)) },
              'ticketTypes',
            )
          }
          error={form.error('ticketTypes')}
        />
        <Fieldset legend={t`Ticket limits`}>
          <NumberField
            label={t`Most tickets in one transaction`}
            hint={t`From 1 to ${eventTicketsMax}.`}
            required
            name="maxTicketsPerTransaction"
            value={values.maxTicketsPerTransaction}
            onValue={(n) =>
              form.change(
                { ...values, maxTicketsPerTransaction: n ?? 0 },
                'maxTicketsPerTransaction',
              )
            }
            error={form.error('maxTicketsPerTransaction')}
          />
          <NumberField
            label={t`Most tickets one member may buy for one performance`}
            hint={t`Across all their purchases, from 1 to ${eventMemberTicketsMax}. Leave it empty to use the limit per transaction.`}
            name="memberTicketLimit"
            value={values.memberTicketLimit}
            onValue={(n) => {
              const { memberTicketLimit: _, ...rest } = values
              form.change(
                n === undefined ? rest : { ...rest, memberTicketLimit: n },
                'memberTicketLimit',
              )
            }}
            error={form.error('memberTicketLimit')}
          />
        </Fieldset>
        {savedAt > 0 && eventId !== undefined && (
          <Callout tone="success" title={t`Saved`}>
            <Text>{t`The changes are saved.`}</Text>
          </Callout>
        )}
        <FormEnd failure={form.failure} sending={sending}>
          {eventId === undefined ? t`Save as draft` : t`Save changes`}
        </FormEnd>
      </Stack>
    </form>
  )
}

/** A whole number typed as text; `undefined` while empty, NaN when it is not a number. */
function NumberField({
  value,
  onValue,
  ...field
}: {
  label: string
  hint: string
  name: string
  required?: boolean
  value: number | undefined
  onValue: (value: number | undefined) => void
  error: string | undefined
}) {
  const [typed, setTyped] = useState(value === undefined || value === 0 ? '' : String(value))
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
