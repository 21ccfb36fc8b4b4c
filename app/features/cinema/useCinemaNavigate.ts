import { useNavigate } from '@tanstack/react-router'
import type { CinemaSearch } from './cinemaSearch'

/** Moves the buyer through the cinema's steps (its address: `/Cinema.html?…`). */
export function useCinemaNavigate() {
  const navigate = useNavigate()
  return (search: CinemaSearch, options: { replace?: boolean } = {}) =>
    navigate({ to: '/Cinema.html', search, replace: options.replace })
}

/** The address of a step, for links. */
export function cinemaHref(search: CinemaSearch): string {
  const query = new URLSearchParams(
    Object.entries(search).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)] as [string, string]],
    ),
  ).toString()
  return query ? `/Cinema.html?${query}` : '/Cinema.html'
}
