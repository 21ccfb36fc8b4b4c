import { Trans, useLingui } from '@lingui/react/macro'
import type { HTMLAttributes } from 'react'
import { Badge } from '../Badge'
import { cx } from '../cx'
import { formatDateTime } from '../format'
import * as css from './NoticeListItem.css'

export interface NoticeListItemProps {
  id: string
  title: string
  /** ISO date-time the notice was sent (the inbox keeps the last 3 months). */
  sentAt: string
  /** The start of the message, shown on two lines at most. */
  excerpt?: string
  read: boolean
  /** The member opens the notice; the screen shows it and marks it read. */
  onOpen: (id: string) => void
}

/** The inbox list the items go in. */
export function NoticeList({ className, ...props }: HTMLAttributes<HTMLUListElement>) {
  return <ul {...props} className={cx(css.list, className)} />
}

/**
 * One personal notice in the member's inbox. Unread notices say "Unread" in words (and are
 * bold, with a dot); opening one reports `onOpen` so the screen can mark it read.
 */
export function NoticeListItem({ id, title, sentAt, excerpt, read, onOpen }: NoticeListItemProps) {
  const { i18n } = useLingui()
  return (
    <li className={css.item}>
      <button type="button" className={css.button} onClick={() => onOpen(id)}>
        <span className={read ? undefined : css.dot} aria-hidden="true" />
        <span className={css.body}>
          <span className={css.top}>
            {!read && (
              <Badge tone="info">
                <Trans>Unread</Trans>
              </Badge>
            )}
            <span className={cx(css.title, !read && css.unreadTitle)}>{title}</span>
          </span>
          <span className={css.date}>{formatDateTime(sentAt, i18n.locale)}</span>
          {excerpt && <span className={css.excerpt}>{excerpt}</span>}
        </span>
      </button>
    </li>
  )
}
