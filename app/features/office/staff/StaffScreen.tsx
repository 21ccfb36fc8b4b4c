import { Badge } from '@design-system/Badge'
import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { EmptyState } from '@design-system/EmptyState'
import { Stack } from '@design-system/layout'
import { Skeleton } from '@design-system/Skeleton'
import { Table } from '@design-system/Table'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Schemas } from '../../../api/queries'
import { formFailureMessage } from '../../forms/formFailure'
import { roleNames } from '../roleNames'
import { OfficePage } from '../shell/OfficePage'
import { AddStaffForm } from './AddStaffForm'
import { AuthenticatorSecret } from './AuthenticatorSecret'
import { StaffMemberCard } from './StaffMemberCard'
import { useStaffCalls } from './staffCalls'

interface Shown {
  secret: Schemas['StaffWithAuthenticator']
  reason: 'added' | 'reset'
}

/**
 * /Office/Staff.html (administrator only): every staff account, one to manage (role, disabled,
 * a new authenticator secret), an "Add staff member" form, and a new secret shown once.
 */
export function StaffScreen() {
  const { t, i18n } = useLingui()
  const calls = useStaffCalls()
  const accounts = useQuery(calls.accounts())
  const [managed, setManaged] = useState<number>()
  const [shown, setShown] = useState<Shown>()
  const staff = accounts.data?.data ?? []
  const selected = staff.find((row) => row.id === managed)
  return (
    <OfficePage title={t`Staff accounts`}>
      <Stack gap="xl">
        {shown && (
          <AuthenticatorSecret
            shown={shown.secret}
            reason={shown.reason}
            onDone={() => setShown(undefined)}
          />
        )}
        {accounts.isError ? (
          <Callout tone="danger">
            <Text>{formFailureMessage(accounts.error, i18n)}</Text>
          </Callout>
        ) : accounts.isPending ? (
          <Skeleton shape="block" height="12rem" />
        ) : (
          <Table
            caption={t`Staff accounts`}
            rows={staff}
            rowKey={(row) => String(row.id)}
            empty={<EmptyState title={t`No staff accounts yet`} />}
            columns={[
              { key: 'name', header: t`Name`, rowHeader: true },
              { key: 'email', header: t`Email` },
              { key: 'role', header: t`Role`, render: (row) => i18n._(roleNames[row.role]) },
              {
                key: 'disabled',
                header: t`Status`,
                render: (row) =>
                  row.disabled ? (
                    <Badge tone="neutral">{t`Disabled`}</Badge>
                  ) : (
                    <Badge tone="success">{t`Enabled`}</Badge>
                  ),
              },
              {
                key: 'manage',
                header: t`Manage`,
                render: (row) => (
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={t`Manage ${row.name}`}
                    aria-pressed={row.id === managed}
                    onClick={() => setManaged(row.id)}
                  >
                    {t`Manage`}
                  </Button>
                ),
              },
            ]}
          />
        )}
        {selected && (
          <StaffMemberCard
            key={selected.id}
            staff={selected}
            onReset={(secret) => setShown({ secret, reason: 'reset' })}
            onClose={() => setManaged(undefined)}
          />
        )}
        <AddStaffForm onAdded={(secret) => setShown({ secret, reason: 'added' })} />
      </Stack>
    </OfficePage>
  )
}
