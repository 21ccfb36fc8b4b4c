import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { isInGrayPeriod } from '../../domain/grayPeriod'
import { configQuery, hotEventQuery, noticesQuery, queryKeys } from '../api/queries'
import { useLoginState } from '../auth/useLoginState'
import { useNow } from './useNow'

/**
 * The start-up sequence (spec §4): the hot-event flag first; personal notices after it, only
 * when it is not a hot event and the member is logged in; cleared on logout. Failures of the
 * notices or the config are ignored: the site works without them and shows nothing.
 */
export function useSiteStart() {
  const { isLogin } = useLoginState()
  const queryClient = useQueryClient()
  const hotEvent = useQuery(hotEventQuery())
  const config = useQuery(configQuery())
  const notices = useQuery({
    ...noticesQuery(),
    enabled: isLogin && hotEvent.data?.isHotEvent === false,
  })

  useEffect(() => {
    if (!isLogin) queryClient.removeQueries({ queryKey: queryKeys.notices() })
  }, [isLogin, queryClient])

  const now = useNow()
  // undefined until the config is there: the page keeps the look the server drew it in (grey
  // from the first paint inside the period, server/http/firstViewPage.ts)
  const grayscale = config.data && isInGrayPeriod(config.data.specificPeriodGray, now)
  useEffect(() => {
    if (grayscale === undefined) return
    const root = document.documentElement
    if (grayscale) root.setAttribute('data-grayscale', 'on')
    else root.removeAttribute('data-grayscale')
  }, [grayscale])

  return {
    config: config.data,
    notices: isLogin ? (notices.data?.data ?? []) : [],
  }
}
