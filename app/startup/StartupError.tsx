import { Callout } from '@design-system/Callout'
import { Heading } from '@design-system/Heading'
import { PageColumn } from '@design-system/layout'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useFirstViewReplaced } from './useFirstViewReplaced'

// the error catalogue's CHUNK_LOAD_TIMEOUT (domain/errors.ts), said here again so that it is in
// the start-up catalog, which ships with the first script (locales/app/startupMessages.ts)
const notLoaded = msg`The page took too long to load. Please check your connection and reload.`

/**
 * What the visitor sees when the page's language catalog cannot be loaded at start-up:
 * never a blank page. Only the start-up catalog is at hand.
 */
export function StartupError() {
  const { i18n } = useLingui()
  // over a first view the server drew, a member's one too (hidden until the app draws)
  useFirstViewReplaced()
  return (
    <PageColumn as="main">
      <Callout tone="danger" role="alert">
        <Heading level={1} size="xl" tone="danger">
          {i18n._(notLoaded)}
        </Heading>
      </Callout>
    </PageColumn>
  )
}
