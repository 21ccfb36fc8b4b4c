import { useNavigate } from '@tanstack/react-router'
import type { BuySearch } from './buySearch'

/** Moves the buyer to another step of the purchase (its address: `/Event/<id>/Buy?step=…`). */
export function useBuyNavigate(eventId: number) {
  const navigate = useNavigate()
  return (search: BuySearch, options: { replace?: boolean } = {}) =>
    navigate({
      to: '/Event/$eventId/Buy',
      params: { eventId: String(eventId) },
      search,
      replace: options.replace,
    })
}
