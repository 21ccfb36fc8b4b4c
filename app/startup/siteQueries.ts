import { queryOptions } from '@tanstack/react-query'

// Start-up data (spec §4, §7). Written against plain fetch until app/api/queries.ts (the API
// engineer's typed client) lands; the shapes follow openapi.yaml.

export interface HotEventFlag {
  isHotEvent: boolean
}

export interface GrayPeriod {
  effectiveFrom: string
  effectiveTo: string
}

export interface SiteConfig {
  specificPeriodGray?: GrayPeriod | null
  showWishList?: boolean
  chat?: { enabled?: boolean; url?: string } | null
}

export interface PersonalNotice {
  id?: string | number
  title?: string
  read?: boolean
}

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, init)
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.json()) as T
}

export const hotEventQuery = queryOptions({
  queryKey: ['start-up', 'hotEvent'],
  queryFn: () => json<HotEventFlag>('/api/is_hot_event.do'),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
})

export const siteConfigQuery = queryOptions({
  queryKey: ['start-up', 'config'],
  queryFn: () => json<SiteConfig>(`/data/config.json?t=${Date.now()}`),
  staleTime: 5 * 60_000,
  retry: false,
})

export const personalNoticesQuery = queryOptions({
  queryKey: ['member', 'personalNotices'],
  queryFn: async () =>
    (
      await json<{ data?: PersonalNotice[] }>('/api/user/personalNotices.do', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).data ?? [],
  retry: false,
})
