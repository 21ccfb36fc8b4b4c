import { type UseMutationOptions, useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import * as v from 'valibot'
import { activationSchema } from '../../../domain/forms/password'

/**
 * A mailed link's page that acts as soon as it opens (activation, a change request's
 * confirmation): calls `options` once with the link's token, unless the token is broken (cut
 * short in the mail, by the domain's token rule).
 */
export function useFollowedLink<T>(
  token: string | undefined,
  options: UseMutationOptions<T, Error, string>,
) {
  const call = useMutation({ ...options, meta: { quiet: true } })
  const broken = !v.safeParse(activationSchema, { token: token ?? '' }).success
  // a link is followed once, even when React runs effects twice while developing
  const started = useRef(false)
  useEffect(() => {
    if (started.current || broken || !token) return
    started.current = true
    call.mutate(token)
  }, [token, broken, call.mutate])
  return { call, broken }
}
