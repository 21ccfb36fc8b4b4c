import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { Heading } from '@design-system/Heading'
import { Inline } from '@design-system/layout'
import { useLingui } from '@lingui/react/macro'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ChunkLoadTimeout } from '../../startup/chunkTimeout'
import { errorScreenMessage } from './errorScreenMessage'

/** What a page that failed to load shows, inside the site frame: why, and a way to try again. */
export function ErrorScreen({ error }: ErrorComponentProps) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  // a screen's failed query is asked again on retry instead of rethrowing its cached error
  useEffect(() => queryErrors.reset(), [queryErrors])
  const retry = () => {
    // a script chunk that did not arrive needs the page loaded afresh
    if (error instanceof ChunkLoadTimeout) window.location.reload()
    else router.invalidate().catch(() => undefined)
  }
  return (
    <Callout tone="danger">
      <div role="alert">
        <Heading level={1} size="xl" tone="danger">
          {i18n._(errorScreenMessage(error))}
        </Heading>
      </div>
      <Inline>
        <Button variant="secondary" onClick={retry}>{t`Try again`}</Button>
      </Inline>
    </Callout>
  )
}
