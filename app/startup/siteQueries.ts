import { queryOptions } from '@tanstack/react-query'
import type { components } from '../api/schema.gen'

// Start-up data (spec §4, §7). Written against plain fetch until app/api/queries.ts (the API
// engineer's typed client) lands; the shapes follow openapi.yaml.

type Schemas = components['schemas']
export type HotEventFlag = Schemas['HotEventFlag']
export type SiteConfig = Schemas['Config']
export type GrayPeriod = Schemas['Period']
export type PersonalNotice = Schemas['PersonalNotice']

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
      await json<Schemas['PersonalNoticeList']>('/api/user/personalNotices.do', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ months: 3 }),
      })
    ).data,
  retry: false,
})
