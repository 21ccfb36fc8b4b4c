import { useNavigate, useRouter } from '@tanstack/react-router'
import type { HomeSearch } from './homeSearch'

/**
 * Addresses of other views of the events home, and moving to one: a filter or tab change is a
 * new history entry (the back button walks it back) that keeps the scroll position.
 */
export function useHomeLinks(search: HomeSearch) {
  const router = useRouter()
  const navigate = useNavigate()
  const href = (next: HomeSearch) => router.buildLocation({ to: '/Events.html', search: next }).href
  const change = (patch: Partial<HomeSearch>) => {
    navigate({
      to: '/Events.html',
      search: { ...search, ...patch, page: undefined },
      resetScroll: false,
    }).catch(() => undefined)
  }
  return { href, change }
}
