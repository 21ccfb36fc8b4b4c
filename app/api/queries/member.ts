// Reads that need a member session: member info, transactions, notices, points, wish list and
// favourites; and the favourites' writes, which the events home makes (the other writes are in
// memberMutations.ts).
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import { queryKeys } from './keys'
import { staleTimes } from './staleTimes'
import type { Schemas } from './types'

const member = { staleTime: staleTimes.member } as const

export const memberInfoQuery = () =>
  queryOptions({
    queryKey: queryKeys.memberInfo(),
    queryFn: ({ signal }) => api.GET('/api/Member/MemberInfo.do', { signal }).then(unwrap),
    ...member,
  })

/** Transactions of one month (YYYY-MM) among the previous six. */
export const transactionsQuery = (month: string) =>
  queryOptions({
    queryKey: queryKeys.transactions(month),
    queryFn: ({ signal }) =>
      api.POST('/api/user/txns.do', { signal, body: { month } }).then(unwrap),
    ...member,
  })

export const transactionQuery = (txnNo: string) =>
  queryOptions({
    queryKey: queryKeys.transaction(txnNo),
    queryFn: ({ signal }) =>
      api
        .GET('/api/Member/TransactionDetail.do', { signal, params: { query: { txnNo } } })
        .then(unwrap),
    ...member,
  })

/** Inbox of the last 3 months; failures are ignored silently (spec §4). */
export const noticesQuery = () =>
  queryOptions({
    queryKey: queryKeys.notices(),
    queryFn: ({ signal }) =>
      api.POST('/api/user/personalNotices.do', { signal, body: { months: 3 } }).then(unwrap),
    retry: false,
    meta: { quiet: true, ignoreExpiredSession: true },
    ...member,
  })

export const pointsBalanceQuery = () =>
  queryOptions({
    queryKey: queryKeys.pointsBalance(),
    queryFn: ({ signal }) => api.GET('/api/user/balance.do', { signal }).then(unwrap),
    ...member,
  })

/** The last year's points history; `topUp` for the Top-ups History page. */
export const pointHistoryQuery = (type?: Schemas['PointHistoryType']) =>
  queryOptions({
    queryKey: queryKeys.pointHistory(type),
    queryFn: ({ signal }) =>
      api.GET('/api/user/point_history.do', { signal, params: { query: { type } } }).then(unwrap),
    ...member,
  })

export const pointsExpirationQuery = (months?: number) =>
  queryOptions({
    queryKey: queryKeys.pointsExpiration(months),
    queryFn: ({ signal }) =>
      api
        .GET('/api/user/member_balance_expiration.do', { signal, params: { query: { months } } })
        .then(unwrap),
    ...member,
  })

export const wishListQuery = () =>
  queryOptions({
    queryKey: queryKeys.wishList(),
    queryFn: ({ signal }) => api.GET('/api/ticketWishlist.do', { signal }).then(unwrap),
    ...member,
  })

export const favouritesQuery = () =>
  queryOptions({
    queryKey: queryKeys.favourites(),
    queryFn: ({ signal }) => api.GET('/api/user/favourites.do', { signal }).then(unwrap),
    ...member,
  })

// one queue for a member's favourite changes: a heart pressed twice quickly reaches the server
// as add then remove, never the other way round
const favouriteChanges = { id: 'member-favourites' }

/** The keys of a favourite's changes: `all` finds those on their way (useMutationState). */
export const favouriteChangeKeys = {
  all: queryKeys.favourites(),
  add: [...queryKeys.favourites(), 'add'] as const,
  remove: [...queryKeys.favourites(), 'remove'] as const,
}

export const addFavouriteMutation = mutationOptions({
  mutationKey: favouriteChangeKeys.add,
  scope: favouriteChanges,
  mutationFn: (eventId: number) =>
    api.POST('/api/user/favourite/{eventId}.do', { params: { path: { eventId } } }).then(unwrap),
  onSuccess: (_data, _eventId, _result, { client }) =>
    client.invalidateQueries({ queryKey: queryKeys.favourites() }),
})

export const removeFavouriteMutation = mutationOptions({
  mutationKey: favouriteChangeKeys.remove,
  scope: favouriteChanges,
  mutationFn: (eventId: number) =>
    api.DELETE('/api/user/favourite/{eventId}.do', { params: { path: { eventId } } }).then(unwrap),
  onSuccess: (_data, _eventId, _result, { client }) =>
    client.invalidateQueries({ queryKey: queryKeys.favourites() }),
})
