// Writes that need a member session (member info, password, notices, points, wish list, social
// sign-ins), apart from the reads of queries/member.ts, which the routes' loaders bring into the
// entry: these travel with the screens that make them.
import { mutationOptions } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import { queryKeys } from './keys'
import { endSession } from './session'
import type { Schemas } from './types'

/** A changed email needs a new login (`reloginRequired`, spec §4): the session ends here. */
export const updateMemberInfoMutation = mutationOptions({
  mutationKey: ['member', 'update'],
  mutationFn: (body: Schemas['MemberInfoUpdate']) =>
    api.POST('/api/Member/MemberInfo.do', { body }).then(unwrap),
  onSuccess: (data, _body, _result, { client }) =>
    data.reloginRequired
      ? endSession(client)
      : client.invalidateQueries({ queryKey: queryKeys.memberInfo() }),
})

/** The member logs in again afterwards (spec §4), so the old session ends here. */
export const changePasswordMutation = mutationOptions({
  mutationKey: ['member', 'password'],
  mutationFn: (body: Schemas['ChangePasswordRequest']) =>
    api.POST('/api/Member/ChangePassword.do', { body }).then(unwrap),
  onSuccess: (data, _body, _result, { client }) => {
    if (data.reloginRequired) endSession(client)
  },
})

export const markNoticesReadMutation = mutationOptions({
  mutationKey: ['member', 'notices', 'read'],
  mutationFn: (noticeIds: number[]) =>
    api.POST('/api/user/personalNotice/read.do', { body: { noticeIds } }).then(unwrap),
  onSuccess: (_data, _ids, _result, { client }) =>
    client.invalidateQueries({ queryKey: queryKeys.notices() }),
})

export const buyPointsMutation = mutationOptions({
  mutationKey: ['member', 'points', 'buy'],
  mutationFn: (body: Schemas['BuyPointsRequest']) =>
    api.POST('/api/user/buyPoints.do', { body }).then(unwrap),
  onSuccess: (_data, _body, _result, { client }) =>
    client.invalidateQueries({ queryKey: queryKeys.points() }),
})

export const createWishMutation = mutationOptions({
  mutationKey: ['member', 'wishList', 'create'],
  mutationFn: (body: Schemas['WishListCreate']) =>
    api.POST('/api/ticketWishlist.do', { body }).then(unwrap),
  onSuccess: (_data, _body, _result, { client }) =>
    client.invalidateQueries({ queryKey: queryKeys.wishList() }),
})

/** The answer is the whole list in its new order, so it replaces the cached one. */
export const reorderWishMutation = mutationOptions({
  mutationKey: ['member', 'wishList', 'reorder'],
  mutationFn: ({ id, sequence }: { id: number; sequence: number }) =>
    api
      .POST('/api/ticketWishlish/{id}/sequence.do', {
        params: { path: { id } },
        body: { sequence },
      })
      .then(unwrap),
  onSuccess: (list, _variables, _result, { client }) =>
    client.setQueryData(queryKeys.wishList(), list),
})

/** Paying with points changes the entry and the points balance. */
export const payWishMutation = mutationOptions({
  mutationKey: ['member', 'wishList', 'pay'],
  mutationFn: (id: number) =>
    api.POST('/api/ticketWishlist/{id}/payment.do', { params: { path: { id } } }).then(unwrap),
  onSettled: (_data, _error, _id, _result, { client }) =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.wishList() }),
      client.invalidateQueries({ queryKey: queryKeys.points() }),
    ]),
})

export const cancelWishMutation = mutationOptions({
  mutationKey: ['member', 'wishList', 'cancel'],
  mutationFn: (id: number) =>
    api.DELETE('/api/ticketWishlist/{id}.do', { params: { path: { id } } }).then(unwrap),
  onSuccess: (_data, _id, _result, { client }) =>
    client.invalidateQueries({ queryKey: queryKeys.wishList() }),
})

/** A wish cancelled before its draw comes back in its place (the ballot still open). */
export const restoreWishMutation = mutationOptions({
  mutationKey: ['member', 'wishList', 'restore'],
  mutationFn: (id: number) =>
    api.POST('/api/ticketWishlist/{id}/restore.do', { params: { path: { id } } }).then(unwrap),
  onSuccess: (_data, _id, _result, { client }) =>
    client.invalidateQueries({ queryKey: queryKeys.wishList() }),
})

/** Like startSocialLoginMutation, for linking a provider to the logged-in member. */
export const startSocialLinkMutation = mutationOptions({
  mutationKey: ['member', 'socialLink', 'start'],
  mutationFn: (provider: Schemas['SocialProvider']) =>
    api.POST('/api/Member/socialLogins/start.do', { body: { provider } }).then(unwrap),
})

export const linkSocialLoginMutation = mutationOptions({
  mutationKey: ['member', 'socialLink'],
  mutationFn: (body: Schemas['SocialLinkRequest']) =>
    api.POST('/api/Member/socialLogins.do', { body }).then(unwrap),
})
