import { Button } from '@design-system/Button'
import { Dialog } from '@design-system/Dialog'
import { EmptyState } from '@design-system/EmptyState'
import { formatDateTime } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { Inline, Stack } from '@design-system/layout'
import { NoticeList, NoticeListItem } from '@design-system/NoticeListItem'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { inboxMonths } from '../../../domain/history'
import { markNoticesReadMutation, noticesQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { usePageInfo } from '../shell/usePageInfo'

/**
 * The member's notices of the last 3 months (spec §3), newest first, unread ones marked so in
 * words. Opening a notice shows it whole and marks it read; all can be marked read at once.
 */
export function InboxScreen() {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const info = usePageInfo()
  const { data } = useSuspenseQuery(noticesQuery())
  const markRead = useMutation(markNoticesReadMutation)
  const [openId, setOpenId] = useState<number | null>(null)
  // shown as read at once, before the server's answer
  const readNow = new Set(markRead.isPending ? markRead.variables : [])
  const notices = data.data.map((notice) => ({
    ...notice,
    read: notice.read || readNow.has(notice.id),
  }))
  const unread = notices.filter((notice) => !notice.read)
  const open = notices.find((notice) => notice.id === openId)
  const months = inboxMonths
  const count = unread.length

  return (
    <Stack gap="xl" minWidth={0}>
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      {notices.length === 0 ? (
        <EmptyState
          title={t`No notices`}
          hint={t`Notices of the last ${months} months appear here.`}
        />
      ) : (
        <>
          <Inline justify="between" gap="md">
            <Text tone="muted">
              {count === 0
                ? t`Notices of the last ${months} months. You have read them all.`
                : t`Notices of the last ${months} months. Unread: ${count}.`}
            </Text>
            {count > 0 && (
              <Button
                variant="secondary"
                size="small"
                loading={markRead.isPending}
                onClick={() => markRead.mutate(unread.map((notice) => notice.id))}
              >
                {t`Mark all as read`}
              </Button>
            )}
          </Inline>
          <NoticeList aria-label={t`Notices, newest first`}>
            {notices.map((notice) => (
              <NoticeListItem
                key={notice.id}
                id={String(notice.id)}
                title={localizedText(notice.title, locale)}
                sentAt={notice.sentAt}
                excerpt={localizedText(notice.body, locale)}
                read={notice.read}
                onOpen={() => {
                  setOpenId(notice.id)
                  if (!notice.read) markRead.mutate([notice.id])
                }}
              />
            ))}
          </NoticeList>
        </>
      )}
      <Dialog
        open={open !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpenId(null)
        }}
        title={open ? localizedText(open.title, locale) : ''}
      >
        {open && (
          <>
            <Text tone="muted" size="sm">
              {formatDateTime(open.sentAt, locale)}
            </Text>
            <Text wrap="preLine">{localizedText(open.body, locale)}</Text>
          </>
        )}
      </Dialog>
    </Stack>
  )
}
