import { Badge } from '@design-system/Badge'
import { Button } from '@design-system/Button'
import { ButtonLink } from '@design-system/ButtonLink'
import { Callout } from '@design-system/Callout'
import { Card } from '@design-system/Card'
import { formatCount, formatDateTime } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { Inline, Stack } from '@design-system/layout'
import { Spinner } from '@design-system/Spinner'
import { Table } from '@design-system/Table'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { concessionTypes } from '../../../../domain/forms/officePerformance'
import { roleMay } from '../../../../domain/office/roles'
import type { Schemas } from '../../../api/queries'
import { localizedText } from '../../../i18n/localizedText'
import { roleNames } from '../roleNames'
import { OfficePage } from '../shell/OfficePage'
import { useStaff } from '../useStaff'
import { PerformanceForm } from './PerformanceForm'
import { PriceZonesForm } from './PriceZonesForm'
import { usePerformanceCalls } from './performanceCalls'

type Performance = Schemas['OfficePerformance']
type List = Schemas['OfficePerformanceList']
/** What the screen shows below the list: nothing, a new performance's form, or one performance. */
type Editing = undefined | 'new' | number
/** The roles of the performances operations' `staffSession` scope, besides the administrator. */
const performanceRoles = ['event_manager'] as const

export interface OfficePerformancesScreenProps {
  /** The event whose performances these are (`?event=`); none: the screen says to pick one. */
  eventId: number | undefined
}

/**
 * /Office/Performances.html?event=…: an event's performances (Hong Kong times), each with its
 * form and its price zones, and a new performance's form.
 */
export function OfficePerformancesScreen({ eventId }: OfficePerformancesScreenProps) {
  const { t, i18n } = useLingui()
  const calls = usePerformanceCalls()
  const staff = useStaff()
  // not in officeNav (it needs an event), so the page does not check the role: this screen does
  const allowed = staff !== undefined && roleMay(staff.role, performanceRoles)
  const list = useQuery({
    ...calls.performances(eventId ?? 0),
    enabled: eventId !== undefined && allowed,
  })
  const [editing, setEditing] = useState<Editing>()
  if (staff !== undefined && !allowed) {
    const role = i18n._(roleNames[staff.role])
    return (
      <OfficePage title={t`Performances`}>
        <Callout tone="warning" title={t`Not for your role`}>
          <Text>
            {t`As ${role} you cannot use this part of the box office. Ask an administrator if you need it.`}
          </Text>
        </Callout>
      </OfficePage>
    )
  }
  if (eventId === undefined) {
    return (
      <OfficePage title={t`Performances`}>
        <Callout tone="warning" title={t`No event chosen`}>
          <Text>{t`Open the performances from an event's page.`}</Text>
        </Callout>
        <ButtonLink href="/Office/Events.html" variant="secondary">
          {t`Back to the events`}
        </ButtonLink>
      </OfficePage>
    )
  }
  // a list already read stays shown when reading it again fails
  if (list.data === undefined && !list.isError) {
    return (
      <OfficePage title={t`Performances`}>
        <Spinner label={t`Loading the performances`} />
      </OfficePage>
    )
  }
  if (list.data === undefined) {
    return (
      <OfficePage title={t`Performances`}>
        <Callout tone="danger" title={t`The performances could not be loaded`}>
          <Text>{t`There is no event ${eventId}, or the box office could not be reached. Please go back to the events and try again.`}</Text>
        </Callout>
        <ButtonLink href="/Office/Events.html" variant="secondary">
          {t`Back to the events`}
        </ButtonLink>
      </OfficePage>
    )
  }
  const event = list.data
  const title = localizedText(event.title, i18n.locale)
  const chosen =
    typeof editing === 'number' ? event.data.find((entry) => entry.id === editing) : undefined
  return (
    <OfficePage title={t`Performances of ${title}`}>
      <Stack gap="xl">
        <Inline gap="md">
          <ButtonLink href={`/Office/Event.html?id=${event.eventId}`} variant="secondary">
            {t`Back to the event`}
          </ButtonLink>
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t`Add a performance`}
          </Button>
        </Inline>
        <PerformanceTable list={event} onEdit={setEditing} />
        {editing === 'new' && (
          <Card variant="outline" gap="lg">
            <Heading level={2} size="md">
              {t`New performance`}
            </Heading>
            <PerformanceForm
              key="new"
              eventId={event.eventId}
              onSaved={(saved) => setEditing(saved.id)}
            />
          </Card>
        )}
        {chosen && <EditPerformance key={chosen.id} list={event} performance={chosen} />}
      </Stack>
    </OfficePage>
  )
}

/** The performances by start time, each with its button to change it. */
function PerformanceTable({ list, onEdit }: { list: List; onEdit: (id: number) => void }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const when = (iso: string | undefined, none: string) =>
    iso === undefined ? none : formatDateTime(iso, locale)
  return (
    <Table
      caption={t`Performances (Hong Kong time)`}
      rows={list.data}
      rowKey={(row) => String(row.id)}
      empty={t`There are no performances yet.`}
      columns={[
        {
          key: 'startsAt',
          header: t`Date and time`,
          rowHeader: true,
          render: (row) => formatDateTime(row.startsAt, locale),
        },
        {
          key: 'seating',
          header: t`Seating`,
          render: (row) =>
            row.seating === 'reserved' ? t`Reserved seating` : t`General admission`,
        },
        {
          key: 'sale',
          header: t`Sale window`,
          render: (row) => {
            const opens = when(row.salesOpenAt, t`the event's on-sale time`)
            const closes = when(row.salesCloseAt, t`the start`)
            return t`${opens} to ${closes}`
          },
        },
        {
          key: 'hot',
          header: t`Hot`,
          render: (row) =>
            row.hot ? <Badge tone="warning">{t`Hot`}</Badge> : <Text as="span">{t`No`}</Text>,
        },
        {
          key: 'sold',
          header: t`Sold or held`,
          align: 'end',
          render: (row) => formatCount(row.sold, locale),
        },
        {
          key: 'edit',
          header: t`Change`,
          render: (row) => {
            const at = formatDateTime(row.startsAt, locale)
            return (
              <Button
                variant="secondary"
                size="small"
                aria-label={t`Edit the performance of ${at}`}
                onClick={() => onEdit(row.id)}
              >
                {t`Edit`}
              </Button>
            )
          },
        },
      ]}
    />
  )
}

/** One performance: its form and its price zones. */
function EditPerformance({ list, performance }: { list: List; performance: Performance }) {
  const { t, i18n } = useLingui()
  const calls = usePerformanceCalls()
  const zones = useQuery(calls.priceZones(list.eventId, performance.id))
  const [savedAt, setSavedAt] = useState(0)
  const at = formatDateTime(performance.startsAt, i18n.locale)
  const allowed = concessionTypes.filter((type) => list.ticketTypes.includes(type))
  return (
    <Stack gap="xl">
      <Card variant="outline" gap="lg">
        <Heading level={2} size="md">
          {t`Performance of ${at}`}
        </Heading>
        {savedAt > 0 && (
          <Callout tone="success" title={t`Saved`}>
            <Text>{t`The performance is saved.`}</Text>
          </Callout>
        )}
        <PerformanceForm
          eventId={list.eventId}
          performance={performance}
          onSaved={() => setSavedAt(Date.now())}
        />
      </Card>
      <Card variant="outline" gap="lg">
        <Heading level={2} size="md">
          {t`Price zones`}
        </Heading>
        {zones.data ? (
          <PriceZonesForm eventId={list.eventId} zones={zones.data} allowed={allowed} />
        ) : zones.isError ? (
          <Callout tone="danger" title={t`The price zones could not be loaded`}>
            <Text>{t`Please reload the page in a moment.`}</Text>
          </Callout>
        ) : (
          <Spinner label={t`Loading the price zones`} />
        )}
      </Card>
    </Stack>
  )
}
