import { Breadcrumbs as Trail } from '@design-system/Breadcrumbs'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { PageSection } from '../../routing/pageInfo'
import { usePageInfo } from './usePageInfo'

const home = { label: msg`Home`, href: '/Events.html' }
const sectionCrumbs: Record<PageSection, { label: MessageDescriptor; href: string }> = {
  help: { label: msg`Help`, href: '/Help.html' },
  member: { label: msg`Member services`, href: '/Member/MemberInfo.html' },
  events: { label: msg`Events`, href: '/Events.html' },
  venues: { label: msg`Venues`, href: '/Venues.html' },
}

/** Home › section › this page; the last crumb is the current page. */
export function Breadcrumbs() {
  const { i18n } = useLingui()
  const page = usePageInfo()
  if (!page) return null
  const section = page.section ? sectionCrumbs[page.section] : undefined
  // the events are the home: no second crumb to the same page
  const trail = [home, ...(section && section.href !== home.href ? [section] : [])]
  return (
    <Trail
      steps={trail.map((step) => ({ href: step.href, label: i18n._(step.label) }))}
      current={i18n._(page.title)}
    />
  )
}
