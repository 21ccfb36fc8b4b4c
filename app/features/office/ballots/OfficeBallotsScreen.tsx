import { AlertDialog } from '@design-system/AlertDialog'
import { Badge } from '@design-system/Badge'
import { Button } from '@design-system/Button'
import { EmptyState } from '@design-system/EmptyState'
import { formatCount, formatDateTime } from '@design-system/format'
import { Link } from '@design-system/Link'
import { Inline } from '@design-system/layout'
import { Spinner } from '@design-system/Spinner'
import { Table, type TableColumn } from '@design-system/Table'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import {
  closeOfficeBallotMutation,
  drawOfficeBallotMutation,
  officeBallotsQuery,
  openOfficeBallotMutation,
  type Schemas,
} from '../../../api/queries'
import { localizedText } from '../../../i18n/localizedText'
import { OfficePage } from '../shell/OfficePage'
import { ballotStateNames, ballotStateTones } from './ballotStates'

type Ballot = Schemas['OfficeBallot']

/**
 * The box office's ballots (issue #35): every performance with a wish-list ballot, its state and
 * its wishes; close one early, open it again, and run the draw of a closed one after confirming.
 */
export function OfficeBallotsScreen() {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const ballots = useQuery(officeBallotsQuery())
  const close = useMutation(closeOfficeBallotMutation)
  const open = useMutation(openOfficeBallotMutation)
  const draw = useMutation(drawOfficeBallotMutation)

  const actions = (ballot: Ballot) => {
    const id = ballot.performanceId
    const title = localizedText(ballot.eventTitle, locale)
    const when = formatDateTime(ballot.startsAt, locale)
    return (
      <Inline gap="sm">
        <Link href={`/Office/Ballot.html?performance=${id}`}>{t`Results`}</Link>
        {ballot.state === 'open' && (
          <Button
            size="small"
            variant="secondary"
            loading={close.isPending && close.variables === id}
            onClick={() => close.mutate(id)}
          >
            {t`Close ballot`}
          </Button>
        )}
        {ballot.state === 'closed' && (
          <>
            <Button
              size="small"
              variant="secondary"
              loading={open.isPending && open.variables === id}
              onClick={() => open.mutate(id)}
            >
              {t`Open again`}
            </Button>
            <AlertDialog
              title={t`Run the draw for ${title}, ${when}?`}
              description={t`The draw runs once and cannot be undone: the winners' seats are held and paid with their points, and every member who wished is mailed the result.`}
              confirmLabel={t`Run the draw`}
              onConfirm={() => draw.mutate(id)}
              trigger={
                <Button size="small" loading={draw.isPending && draw.variables === id}>
                  {t`Run the draw`}
                </Button>
              }
            />
          </>
        )}
      </Inline>
    )
  }

  const columns: TableColumn<Ballot>[] = [
    {
      key: 'event',
      header: t`Event`,
      rowHeader: true,
      render: (ballot) => localizedText(ballot.eventTitle, locale),
    },
    {
      key: 'startsAt',
      header: t`Performance`,
      render: (ballot) => formatDateTime(ballot.startsAt, locale),
    },
    {
      key: 'closesAt',
      header: t`Closes`,
      render: (ballot) => formatDateTime(ballot.closesAt, locale),
    },
    {
      key: 'state',
      header: t`State`,
      render: (ballot) => (
        <Badge tone={ballotStateTones[ballot.state]}>
          {i18n._(ballotStateNames[ballot.state])}
        </Badge>
      ),
    },
    {
      key: 'wishes',
      header: t`Wishes`,
      align: 'end',
      render: (ballot) => formatCount(ballot.wishes, locale),
    },
    { key: 'actions', header: t`Actions`, render: actions },
  ]

  return (
    <OfficePage title={t`Ballots`}>
      <Text>
        {t`A ballot closes by itself 72 hours before the show and is drawn a minute later. Close one earlier to stop new wishes and run its draw here.`}
      </Text>
      {ballots.isPending ? (
        <Spinner label={t`Loading the ballots`} />
      ) : (
        <Table
          caption={t`Wish-list ballots`}
          columns={columns}
          rows={ballots.data?.data ?? []}
          rowKey={(ballot) => String(ballot.performanceId)}
          empty={
            <EmptyState
              title={t`No ballots yet`}
              hint={t`A performance shows here once a member adds a wish for it.`}
            />
          }
        />
      )}
    </OfficePage>
  )
}
