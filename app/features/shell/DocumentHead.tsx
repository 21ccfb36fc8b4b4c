import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { usePageInfo } from './usePageInfo'

const slogan = msg`Citytix, tickets for Hong Kong`

/** Page title (slogan plus route title) and meta description, in the current language. */
export function DocumentHead() {
  const { i18n } = useLingui()
  const page = usePageInfo()
  const title = page ? `${i18n._(slogan)} | ${i18n._(page.title)}` : i18n._(slogan)
  const description = page ? i18n._(page.description) : ''
  useEffect(() => {
    document.title = title
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    meta.content = description
  }, [title, description])
  return null
}
