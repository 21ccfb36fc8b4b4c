import { Callout } from '@design-system/Callout'
import { EmptyState } from '@design-system/EmptyState'
import { formatDateTime } from '@design-system/format'
import { Inline, Stack } from '@design-system/layout'
import { Pagination } from '@design-system/Pagination'
import { Select } from '@design-system/Select'
import { Skeleton } from '@design-system/Skeleton'
import { Table } from '@design-system/Table'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { AuditFilters, Schemas } from '../../../api/queries'
import { formFailureMessage } from '../../forms/formFailure'
import { OfficePage } from '../shell/OfficePage'
import { auditLines, changedFields } from './auditValues'
import { useStaffCalls } from './staffCalls'

type Entry = Schemas['AuditEntry']

function Lines({ lines }: { lines: string[] }) {
  const { t } = useLingui()
  if (lines.length === 0) return <Text tone="muted">{t`(none)`}</Text>
  return (
    <Stack gap="xxs">
      {lines.map((line) => (
        <Text key={line} size="sm" wrap="anywhere">
          {line}
        </Text>
      ))}
    </Stack>
  )
}

/**
 * /Office/Audit.html (administrator only): every change made in the box office, newest first,
 * by staff member and by action: who, when (Hong Kong time), what, and what changed from what.
 */
export function AuditScreen() {
  const { t, i18n } = useLingui()
  const [filters, setFilters] = useState<AuditFilters>({})
  const calls = useStaffCalls()
  const log = useQuery({ ...calls.audit(filters), placeholderData: keepPreviousData })
  const staff = useQuery(calls.accounts())
  const page = log.data
  const choose = (next: AuditFilters) => setFilters({ ...filters, ...next, page: next.page })
  return (
    <OfficePage title={t`Audit log`}>
      <Stack gap="xl">
        <Inline gap="lg" align="end">
          <Select
            label={t`Staff member`}
            name="staffId"
            value={filters.staffId === undefined ? '' : String(filters.staffId)}
            options={[
              { value: '', label: t`Everyone` },
              ...(staff.data?.data ?? []).map((row) => ({
                value: String(row.id),
                label: `${row.name} (${row.email})`,
              })),
            ]}
            onChange={(event) =>
              choose({ staffId: event.target.value ? Number(event.target.value) : undefined })
            }
          />
          <Select
            label={t`What changed`}
            name="action"
            value={filters.action ?? ''}
            options={[
              { value: '', label: t`Every kind of change` },
              ...(page?.actions ?? []).map((action) => ({ value: action, label: action })),
            ]}
            onChange={(event) => choose({ action: event.target.value || undefined })}
          />
        </Inline>
        {log.isError ? (
          <Callout tone="danger">
            <Text>{formFailureMessage(log.error, i18n)}</Text>
          </Callout>
        ) : !page ? (
          <Skeleton shape="block" height="16rem" />
        ) : (
          <>
            <Text tone="muted">{t`${page.total} changes recorded`}</Text>
            <Table<Entry>
              caption={t`Changes, newest first`}
              rows={page.data}
              rowKey={(entry) => String(entry.id)}
              empty={
                <EmptyState
                  title={t`No changes recorded`}
                  hint={
                    filters.staffId !== undefined || filters.action !== undefined
                      ? t`Nothing matches these filters: choose everyone or every kind of change.`
                      : undefined
                  }
                />
              }
              columns={[
                {
                  key: 'at',
                  header: t`When (Hong Kong time)`,
                  rowHeader: true,
                  render: (entry) => formatDateTime(entry.at, i18n.locale),
                },
                {
                  key: 'staff',
                  header: t`Who`,
                  render: (entry) => (
                    <Stack gap="xxs">
                      <Text size="sm">{entry.staff.name}</Text>
                      <Text size="sm" tone="muted" wrap="anywhere">
                        {entry.staff.email}
                      </Text>
                    </Stack>
                  ),
                },
                {
                  key: 'action',
                  header: t`What`,
                  render: (entry) => (
                    <Stack gap="xxs">
                      <Text size="sm">{entry.action}</Text>
                      <Text size="sm" tone="muted">
                        {entry.target}
                      </Text>
                    </Stack>
                  ),
                },
                {
                  key: 'before',
                  header: t`Before`,
                  render: (entry) => (
                    <Lines
                      lines={auditLines(entry.before, changedFields(entry.before, entry.after))}
                    />
                  ),
                },
                {
                  key: 'after',
                  header: t`After`,
                  render: (entry) => (
                    <Lines
                      lines={auditLines(entry.after, changedFields(entry.before, entry.after))}
                    />
                  ),
                },
              ]}
            />
            <Pagination
              page={page.page}
              pageCount={page.pageCount}
              label={t`Pages of the audit log`}
              onPageChange={(next) => choose({ ...filters, page: next })}
            />
          </>
        )}
      </Stack>
    </OfficePage>
  )
}
