import { useLingui } from '@lingui/react/macro'
import { matchMutation, useMutation, useMutationState, useQuery } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { errorMessages } from '../../../domain/errors'
import {
  addFavouriteMutation,
  favouriteChangeKeys,
  favouritesQuery,
  removeFavouriteMutation,
} from '../../api/queries'
import { useLoginState } from '../../auth/useLoginState'

// the login prompt (a Radix dialog) is loaded when a visitor first presses a heart, not with
// the cards
const AlertDialog = lazy(() =>
  import('@design-system/AlertDialog').then((part) => ({ default: part.AlertDialog })),
)

/**
 * Favourite hearts on cards and on the event page (spec §6): a member's favourites come from
 * the API and change through it (shown at once, before the answer); a visitor who presses a
 * heart is asked to log in first and comes back to this page afterwards. A heart pressed again
 * before the answer changes back at once; the changes reach the server in order. Render
 * `loginPrompt`.
 */
export function useFavourites() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const location = useLocation()
  const { isLogin } = useLoginState()
  const list = useQuery({ ...favouritesQuery(), enabled: isLogin })
  const add = useMutation(addFavouriteMutation)
  const remove = useMutation(removeFavouriteMutation)
  // every change still on its way, from any heart on the page, oldest first
  const changes = useMutationState({
    filters: { mutationKey: favouriteChangeKeys.all, status: 'pending' },
    select: (change) => ({
      add: matchMutation({ mutationKey: favouriteChangeKeys.add }, change),
      eventId: change.state.variables as number,
    }),
  })
  const [asking, setAsking] = useState(false)
  // once shown, the prompt stays mounted so it can close as a dialog does (focus, animation)
  const [asked, setAsked] = useState(false)
  if (asking && !asked) setAsked(true)

  const ids = new Set(isLogin ? (list.data?.data.map((event) => event.id) ?? []) : [])
  for (const change of changes) {
    if (change.add) ids.add(change.eventId)
    else ids.delete(change.eventId)
  }

  const toggle = (eventId: number, wanted: boolean) => {
    if (!isLogin) {
      setAsking(true)
      return
    }
    if (wanted) add.mutate(eventId)
    else remove.mutate(eventId)
  }

  const loginPrompt = asked && (
    <Suspense fallback={null}>
      <AlertDialog
        open={asking}
        onOpenChange={setAsking}
        title={i18n._(errorMessages.LOGIN_REQUIRED)}
        description={t`Log in to keep the events you like as favourites and find them again under My favourites.`}
        confirmLabel={t`Log in`}
        onConfirm={() => {
          navigate({ to: '/Login.html', search: { targetUrl: location.href } }).catch(
            () => undefined,
          )
        }}
      />
    </Suspense>
  )

  return {
    isFavourite: (eventId: number) => ids.has(eventId),
    toggle,
    busy: changes.length > 0,
    loginPrompt,
  }
}
