import { useMatches } from '@tanstack/react-router'
import type { PageInfo } from '../../routing/pageInfo'

/** The page information of the deepest matched route that has one. */
export function usePageInfo(): PageInfo | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = matches[i]?.staticData.page
    if (page) return page
  }
  return undefined
}
