import { Badge } from '@design-system/Badge'
import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { Card } from '@design-system/Card'
import { Heading } from '@design-system/Heading'
import { Inline, Stack } from '@design-system/layout'
import { Select } from '@design-system/Select'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { isStaffRole, staffRoles } from '../../../../domain/office/roles'
import type { Schemas } from '../../../api/queries'
import { formFailureMessage } from '../../forms/formFailure'
import { roleNames } from '../roleNames'
import { useStaffCalls } from './staffCalls'

export interface StaffMemberCardProps {
  staff: Schemas['StaffAccount']
  /** A new secret was made: show it once. */
  onReset: (reset: Schemas['StaffWithAuthenticator']) => void
  onClose: () => void
}

/**
 * One staff member's account: a new role, disabling or enabling it, a new authenticator secret.
 * What the server refuses (the last administrator) is said here, in the catalogue's words.
 */
export function StaffMemberCard({ staff, onReset, onClose }: StaffMemberCardProps) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const [role, setRole] = useState(staff.role)
  const calls = useStaffCalls()
  const update = useMutation({ ...calls.update, meta: { quiet: true } })
  const reset = useMutation({ ...calls.resetAuthenticator, meta: { quiet: true } })
  const refused = update.error ?? reset.error
  const name = staff.name
  const change = (change: Schemas['UpdateStaffRequest']) => {
    reset.reset()
    update.mutate({ staffId: staff.id, change })
  }
  return (
    <Card as="section" variant="outline" gap="lg" aria-labelledby={headingId}>
      <Inline gap="md" justify="between">
        <Heading level={2} size="md" id={headingId}>
          {name}
        </Heading>
        {staff.disabled ? (
          <Badge tone="neutral">{t`Disabled`}</Badge>
        ) : (
          <Badge tone="success">{t`Enabled`}</Badge>
        )}
      </Inline>
      <Text>{staff.email}</Text>
      {refused && (
        <Callout tone="danger" title={t`Not changed`} announce>
          <Text>{formFailureMessage(refused, i18n)}</Text>
        </Callout>
      )}
      {update.isSuccess && !refused && (
        <Callout tone="success" announce>
          <Text>{t`Saved. ${name} works with the new settings from their next step.`}</Text>
        </Callout>
      )}
      <Stack gap="md" maxWidth="form">
        <Select
          label={t`Role`}
          name="role"
          value={role}
          options={staffRoles.map((value) => ({ value, label: i18n._(roleNames[value]) }))}
          onChange={(event) => {
            if (isStaffRole(event.target.value)) setRole(event.target.value)
          }}
        />
        <Inline gap="md">
          <Button
            variant="primary"
            loading={update.isPending && update.variables?.change.role !== undefined}
            disabled={role === staff.role}
            onClick={() => change({ role })}
          >
            {t`Save role`}
          </Button>
        </Inline>
      </Stack>
      <Inline gap="md">
        {staff.disabled ? (
          <Button
            variant="secondary"
            loading={update.isPending && update.variables?.change.disabled === false}
            onClick={() => change({ disabled: false })}
          >
            {t`Enable account`}
          </Button>
        ) : (
          <Button
            variant="danger"
            loading={update.isPending && update.variables?.change.disabled === true}
            onClick={() => change({ disabled: true })}
          >
            {t`Disable account and sign out`}
          </Button>
        )}
        <Button
          variant="secondary"
          loading={reset.isPending}
          onClick={() => {
            update.reset()
            reset.mutateAsync(staff.id).then(onReset, () => undefined)
          }}
        >
          {t`New authenticator secret`}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t`Close`}
        </Button>
      </Inline>
    </Card>
  )
}
