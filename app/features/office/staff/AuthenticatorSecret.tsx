import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { Card } from '@design-system/Card'
import { DataList } from '@design-system/DataList'
import { Heading } from '@design-system/Heading'
import { Inline, Stack } from '@design-system/layout'
import { QrCode } from '@design-system/QrTicket'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Schemas } from '../../../api/queries'

export interface AuthenticatorSecretProps {
  /** The staff member and their new secret, as addStaff or resetStaffAuthenticator answered. */
  shown: Schemas['StaffWithAuthenticator']
  /** Why it is shown: a new account, or a new secret for an existing one. */
  reason: 'added' | 'reset'
  onDone: () => void
}

/** The secret in groups of four, as authenticator apps let it be typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/**
 * A new authenticator secret, shown once: the QR code the staff member's authenticator app scans,
 * and the secret typed out for an app (or a person) that cannot scan.
 */
export function AuthenticatorSecret({ shown, reason, onDone }: AuthenticatorSecretProps) {
  const { t } = useLingui()
  const name = shown.staff.name
  const headingId = useId()
  return (
    <Card as="section" variant="outline" gap="lg" aria-labelledby={headingId}>
      <Heading level={2} size="md" id={headingId}>
        {reason === 'added'
          ? t`${name} is added: set up their authenticator app`
          : t`A new authenticator secret for ${name}`}
      </Heading>
      <Callout tone="warning">
        <Text>
          {t`This secret is shown only now. Scan it with the staff member's authenticator app, or type it in, before you leave this page.`}
        </Text>
      </Callout>
      <Inline gap="xl" align="start">
        <QrCode
          payload={shown.authenticator.uri}
          label={t`QR code for ${name}'s authenticator app`}
        />
        <Stack gap="md">
          <DataList>
            <DataList.Item label={t`Account`}>{shown.staff.email}</DataList.Item>
            <DataList.Item label={t`Secret`}>
              <Text as="span" numeric>
                {grouped(shown.authenticator.secret)}
              </Text>
            </DataList.Item>
            <DataList.Item
              label={t`Type`}
            >{t`Time-based, 6 digits, every 30 seconds`}</DataList.Item>
          </DataList>
          {reason === 'added' && (
            <Text tone="muted">
              {t`Give ${name} their first password in person; they sign in at the box office sign-in page with it and a code from the app.`}
            </Text>
          )}
        </Stack>
      </Inline>
      <Inline gap="md">
        <Button variant="secondary" onClick={onDone}>
          {t`Done: the app has it`}
        </Button>
      </Inline>
    </Card>
  )
}
