import { useLingui } from '@lingui/react'
import { errorMessages } from '../../domain/errors'
import { errorPanel, main } from '../features/shell/SiteFrame.css'

/**
 * What the visitor sees when the page's language catalog cannot be loaded at start-up:
 * never a blank page. Only the error catalogue is at hand (it ships with the first script).
 */
export function StartupError() {
  const { i18n } = useLingui()
  return (
    <main className={main}>
      <div role="alert" className={errorPanel}>
        <h1>{i18n._(errorMessages.CHUNK_LOAD_TIMEOUT)}</h1>
      </div>
    </main>
  )
}
