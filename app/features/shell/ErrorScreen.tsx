import { useLingui } from '@lingui/react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { errorMessages } from '../../../domain/errors'
import { ChunkLoadTimeout } from '../../startup/chunkTimeout'
import { errorPanel } from './SiteFrame.css'

/** What a page that failed to load shows, inside the site frame. */
export function ErrorScreen({ error }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const message =
    error instanceof ChunkLoadTimeout ? errorMessages.CHUNK_LOAD_TIMEOUT : errorMessages.SERVER_BUSY
  return (
    <div role="alert" className={errorPanel}>
      <h1>{i18n._(message)}</h1>
    </div>
  )
}
