// The box office's sign-in (issue #35): who is signed in, signing in and out. Every office query
// key and mutation key starts with 'office' (queryKeys.office): a 401 on one of them is the staff
// session ending, which sends the staff member to /Office/Login.html, never the member to Login.
import { type MutationFunctionContext, mutationOptions, queryOptions } from '@tanstack/react-query'
import { staffAuth } from '../../auth/staffAuth'
import { api } from '../client'
import { unwrap } from '../errors'
import { queryKeys } from './keys'
import type { Schemas } from './types'

/** The signed-in staff member, as the server knows them now (a changed role shows at once). */
export const staffSessionQuery = () =>
  queryOptions({
    queryKey: queryKeys.staffSession(),
    queryFn: ({ signal }) => api.GET('/api/office/session', { signal }).then(unwrap),
    staleTime: 60_000,
  })

export const staffSignInMutation = mutationOptions({
  mutationKey: ['office', 'signIn'],
  mutationFn: (body: Schemas['StaffSignInRequest']) =>
    api.POST('/api/office/session', { body }).then(unwrap),
  onSuccess: (
    result: Schemas['StaffSignInResult'],
    _variables: unknown,
    _onMutate: unknown,
    { client }: MutationFunctionContext,
  ) => {
    client.removeQueries({ queryKey: queryKeys.office })
    staffAuth.signIn(result.token, result.staff)
    client.setQueryData(queryKeys.staffSession(), result.staff)
  },
})

/** Signs out; the staff member is forgotten here whatever the server answers. */
export const staffSignOutMutation = mutationOptions({
  mutationKey: ['office', 'signOut'],
  mutationFn: () => api.DELETE('/api/office/session').then(unwrap),
  meta: { quiet: true, ignoreExpiredSession: true },
  onSettled: (
    _data: unknown,
    _error: unknown,
    _variables: unknown,
    _onMutate: unknown,
    { client }: MutationFunctionContext,
  ) => {
    staffAuth.signOut()
    client.removeQueries({ queryKey: queryKeys.office })
  },
})
