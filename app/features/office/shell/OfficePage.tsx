import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Box, Inline, Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Navigate, useLocation, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { roleMay } from '../../../../domain/office/roles'
import { useOfficeCalls } from '../officeCalls'
import { sectionOf, sectionsFor } from '../officeNav'
import { roleNames } from '../roleNames'
import { useStaff } from '../useStaff'

export interface OfficePageProps {
  /** The page's heading (in the visitor's language). */
  title: string
  children: ReactNode
}

/**
 * Every box-office screen (issue #35): who is signed in and in which role, the sections that
 * role may use, sign-out, the heading and the screen. A visitor who is not signed in goes to
 * /Office/Login.html and comes back after signing in; a role that may not use this section
 * (officeNav.ts) is told so instead of seeing the screen (the server refuses its calls anyway).
 */
export function OfficePage({ title, children }: OfficePageProps) {
  const { t, i18n } = useLingui()
  const calls = useOfficeCalls()
  const stored = useStaff()
  const { pathname, href } = useLocation()
  const navigate = useNavigate()
  // the role as the server knows it now: a role changed since sign-in shows at once
  const session = useQuery({ ...calls.session(), enabled: stored !== undefined })
  const signOut = useMutation(calls.signOut)
  const staff = session.data ?? stored
  if (!staff) return <Navigate to="/Office/Login.html" search={{ targetUrl: href }} replace />
  const section = sectionOf(pathname)
  const allowed = !section || roleMay(staff.role, section.roles)
  const role = i18n._(roleNames[staff.role])
  const name = staff.name
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Inline gap="md" justify="between">
          <Text>{t`Signed in: ${name}, ${role}`}</Text>
          <Button
            variant="secondary"
            size="small"
            loading={signOut.isPending}
            onClick={() => {
              signOut
                .mutateAsync()
                .catch(() => undefined)
                .finally(() => {
                  navigate({ to: '/Office/Login.html', replace: true }).catch(() => undefined)
                })
            }}
          >
            {t`Sign out`}
          </Button>
        </Inline>
        <Box as="nav" aria-label={t`Box office`}>
          <Inline gap="lg">
            <Link href="/Office/" aria-current={pathname === '/Office/' ? 'page' : undefined}>
              {t`Office home`}
            </Link>
            {sectionsFor(staff.role).map((entry) => (
              <Link
                key={entry.path}
                href={entry.path}
                aria-current={entry.path === pathname ? 'page' : undefined}
              >
                {i18n._(entry.label)}
              </Link>
            ))}
          </Inline>
        </Box>
      </Stack>
      <Heading level={1}>{title}</Heading>
      {allowed ? (
        children
      ) : (
        <Callout tone="warning" title={t`Not for your role`}>
          <Text>
            {t`As ${role} you cannot use this part of the box office. Ask an administrator if you need it.`}
          </Text>
        </Callout>
      )}
    </Stack>
  )
}
