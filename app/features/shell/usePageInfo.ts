import { useLingui } from '@lingui/react'
import { useMatches } from '@tanstack/react-router'
import { useRef } from 'react'
import type { PageInfo } from '../../routing/pageInfo'

/**
 * The page information of the deepest matched route that has one. A built app sends a route's
 * title and description with its screen's code (scripts/vite-message-pieces.ts): while a page
 * being opened waits for them, the page shown so far keeps its own, rather than a message id
 * standing in the title and breadcrumbs for a moment.
 */
export function usePageInfo(): PageInfo | undefined {
  const { i18n } = useLingui()
  const matches = useMatches()
  const shown = useRef<PageInfo | undefined>(undefined)
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = matches[i]?.staticData.page
    if (!page) continue
    if (!shown.current || page.title.id in i18n.messages) shown.current = page
    return shown.current
  }
  shown.current = undefined
  return undefined
}
