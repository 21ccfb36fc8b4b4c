import { Button } from '@design-system/Button'
import { Heading } from '@design-system/Heading'
import { Inline, Stack } from '@design-system/layout'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { socialLoginProvidersQuery } from '../../api/queries'
import { FormRefused } from '../forms/FormRefused'
import type { SocialProvider } from './socialSignIn'

/** The providers' names as a Hong Kong site writes them. */
export function useProviderNames(): Record<SocialProvider, string> {
  const { t } = useLingui()
  return { facebook: 'Facebook', google: 'Google', apple: 'Apple', wechat: t`WeChat` }
}

interface SocialButtonsProps {
  /** "Log in with Google" or "Link Google". */
  label: (name: string) => string
  onChoose: (provider: SocialProvider) => void
  busy?: SocialProvider
  failure?: string
  heading: string
  /** Under the page's h1 (member info) or a section's h2 (login). */
  level?: 2 | 3
}

/**
 * A button for each sign-in provider the site is configured for (GET /api/login/providers.do);
 * nothing at all when none is, or the list cannot be read.
 */
export function SocialButtons({
  label,
  onChoose,
  busy,
  failure,
  heading,
  level = 3,
}: SocialButtonsProps) {
  const headingId = useId()
  const names = useProviderNames()
  const providers = useQuery({ ...socialLoginProvidersQuery(), meta: { quiet: true } })
  const list = providers.data?.providers ?? []
  if (list.length === 0 && !failure) return null
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading id={headingId} level={level} size={level === 2 ? 'lg' : 'md'}>
          {heading}
        </Heading>
        <Inline gap="sm">
          {list.map((provider) => (
            <Button
              key={provider}
              variant="secondary"
              loading={busy === provider}
              onClick={() => onChoose(provider)}
            >
              {label(names[provider])}
            </Button>
          ))}
        </Inline>
        <FormRefused message={failure} />
      </Stack>
    </section>
  )
}
