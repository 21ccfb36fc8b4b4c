import { useLingui } from '@lingui/react'
import { usePageInfo } from './usePageInfo'

/** A route's page until its screen is written: the page's heading and what it is for. */
export function PageScreen() {
  const { i18n } = useLingui()
  const page = usePageInfo()
  if (!page) return null
  return (
    <>
      <h1>{i18n._(page.title)}</h1>
      <p>{i18n._(page.description)}</p>
    </>
  )
}
