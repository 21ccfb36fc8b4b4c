import { AlertDialog } from '@design-system/AlertDialog'
import { Callout } from '@design-system/Callout'
import { Link } from '@design-system/Link'
import { Stack } from '@design-system/layout'
import { SortableList } from '@design-system/SortableList'
import { Text } from '@design-system/Text'
import { WishListEntryCard } from '@design-system/WishListEntryCard'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useLayoutEffect, useRef, useState } from 'react'
import { errorMessages } from '../../../domain/errors'
import { wishListMaxTickets } from '../../../domain/wishList'
import { wishListAllows } from '../../../domain/wishListStatus'
import { isApiError } from '../../api/errors'
import {
  cancelWishMutation,
  payWishMutation,
  reorderWishMutation,
  restoreWishMutation,
  type Schemas,
} from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { formFailureMessage } from '../forms/formFailure'
import { cardEntry, moveEntry } from './wishListEntries'

type Entry = Schemas['WishListEntry']

/** What the member last did, said in words (and read out politely). */
type Outcome = { tone: 'done' | 'failed'; text: string; buyPoints?: boolean; seeTxns?: boolean }

/**
 * The wish list in order of preference: each entry's card with what its status allows —
 * reorder (drag the handle, or the Move up / Move down buttons), cancel (after asking), pay
 * again with points, restore. Moves show at once; the server's answer then replaces the list.
 */
export function WishListEntries({ entries }: { entries: readonly Entry[] }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const reorder = useMutation({ ...reorderWishMutation, meta: { quiet: true } })
  const pay = useMutation({ ...payWishMutation, meta: { quiet: true } })
  const cancel = useMutation({ ...cancelWishMutation, meta: { quiet: true } })
  const restore = useMutation({ ...restoreWishMutation, meta: { quiet: true } })
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [cancelling, setCancelling] = useState<Entry | null>(null)
  // the button pressed to move an entry keeps focus as its card moves
  const pressed = useRef<HTMLElement | null>(null)

  const shown =
    reorder.isPending && reorder.variables
      ? moveEntry(entries, reorder.variables.id, reorder.variables.sequence - 1)
      : entries

  // a card moved down is taken out and put back, which drops focus to the page: give it back
  useLayoutEffect(() => {
    const button = pressed.current
    const lost = document.activeElement === null || document.activeElement === document.body
    if (button?.isConnected && lost) button.focus()
  })

  const nameOf = (entry: Entry) => localizedText(entry.event, locale)
  const max = wishListMaxTickets
  const failed = (error: unknown) => {
    if (isApiError(error, 'INSUFFICIENT_POINTS')) {
      setOutcome({
        tone: 'failed',
        text: i18n._(errorMessages.INSUFFICIENT_POINTS),
        buyPoints: true,
      })
    } else setOutcome({ tone: 'failed', text: formFailureMessage(error, i18n) })
  }

  const move = (entry: Entry, toIndex: number) => {
    const name = nameOf(entry)
    const place = toIndex + 1
    setOutcome(null)
    reorder.mutate(
      { id: entry.id, sequence: place },
      {
        onSuccess: () => setOutcome({ tone: 'done', text: t`${name} is now preference ${place}.` }),
        onError: failed,
        onSettled: () => {
          pressed.current = null
        },
      },
    )
  }
  const moveBy = (id: string, by: -1 | 1) => {
    pressed.current = document.activeElement as HTMLElement | null
    const from = shown.findIndex((e) => String(e.id) === id)
    const entry = shown[from]
    if (!entry || from + by < 0 || from + by >= shown.length) return
    move(entry, from + by)
  }
  const byId = (id: string) => shown.find((e) => String(e.id) === id)

  return (
    <>
      <SortableList
        aria-label={t`Your wishes in order of preference`}
        items={shown}
        itemKey={(entry) => String(entry.id)}
        canMove={(entry) => wishListAllows(entry.status, 'reorder')}
        onMove={(key, toIndex) => {
          pressed.current = null
          const entry = byId(key)
          if (entry) move(entry, toIndex)
        }}
        renderItem={(entry, index) => (
          <WishListEntryCard
            entry={cardEntry(entry, index + 1, locale)}
            canMoveUp={index > 0}
            canMoveDown={index < shown.length - 1}
            onMoveUp={(id) => moveBy(id, -1)}
            onMoveDown={(id) => moveBy(id, 1)}
            onCancel={(id) => setCancelling(byId(id) ?? null)}
            onPayAgain={(id) => {
              const wish = byId(id)
              if (!wish) return
              const name = nameOf(wish)
              setOutcome(null)
              pay.mutate(wish.id, {
                onSuccess: () =>
                  setOutcome({
                    tone: 'done',
                    text: t`${name}: paid with points. Your tickets are in your transaction history.`,
                    seeTxns: true,
                  }),
                onError: failed,
              })
            }}
            onRestore={(id) => {
              const wish = byId(id)
              if (!wish) return
              const name = nameOf(wish)
              setOutcome(null)
              restore.mutate(wish.id, {
                onSuccess: () =>
                  setOutcome({ tone: 'done', text: t`${name} is back in your wish list.` }),
                onError: failed,
              })
            }}
          />
        )}
      />
      <Stack role="status" gap="md">
        {outcome && (
          <OutcomeLine failed={outcome.tone !== 'done'}>
            {outcome.text}
            {outcome.buyPoints && (
              <>
                {' '}
                <Link href="/Member/MyPoints.html#buy-points">{t`Buy points`}</Link>
              </>
            )}
            {outcome.seeTxns && (
              <>
                {' '}
                <Link href="/Member/TxnHistory.html">{t`See your transactions`}</Link>
              </>
            )}
          </OutcomeLine>
        )}
      </Stack>
      <AlertDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null)
        }}
        title={t`Cancel this wish?`}
        description={
          cancelling
            ? t`${nameOf(cancelling)} leaves your wish list and its tickets no longer count toward your ${max}. You can restore it while the ballot is open.`
            : ''
        }
        confirmLabel={t`Cancel wish`}
        cancelLabel={t`Keep wish`}
        destructive
        onConfirm={() => {
          const wish = cancelling
          if (!wish) return
          const name = nameOf(wish)
          setOutcome(null)
          cancel.mutate(wish.id, {
            onSuccess: () => setOutcome({ tone: 'done', text: t`${name} is cancelled.` }),
            onError: failed,
          })
        }}
      />
    </>
  )
}

/** What a move, cancel or restore did: a line when it worked, a danger callout when not. */
function OutcomeLine({ failed, children }: { failed: boolean; children: React.ReactNode }) {
  return failed ? <Callout tone="danger">{children}</Callout> : <Text>{children}</Text>
}
