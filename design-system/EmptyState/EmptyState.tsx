import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { errorMessage, errorMessages } from '../../domain/errors'
import { cx } from '../cx'
import { NoResultsIcon } from '../icons'
import { Stack } from '../layout'
import * as styles from './EmptyState.css'

/** The spec's empty results (§8), each with its own message. */
export const emptyStateKinds = [
  'nothingFound',
  'noOutletMatch',
  'noMatchingTransactions',
  'noCinemaSchedule',
] as const
export type EmptyStateKind = (typeof emptyStateKinds)[number]

export interface EmptyStateProps {
  /** Which empty result this is; gives the spec's message. Leave out and pass `title` instead. */
  kind?: EmptyStateKind
  /** What the visitor searched for (nothingFound, noOutletMatch); shown in their words. */
  search?: string
  /** The chosen day, already formatted for the visitor's language (noCinemaSchedule). */
  date?: string
  /** Replaces the kind's message. */
  title?: ReactNode
  /** Replaces the kind's hint on what to do next. */
  hint?: ReactNode
  /** A way out: clear the filters, pick another date. */
  action?: ReactNode
  className?: string
}

/**
 * Says plainly that a search, filter or list has nothing to show ("Nothing found for …", "No
 * matching transactions") and what to try next. Announced politely when it replaces results.
 */
export function EmptyState({
  kind,
  search,
  date,
  title,
  hint,
  action,
  className,
}: EmptyStateProps) {
  const { t, i18n } = useLingui()
  // titles are the spec's error catalogue (domain/errors.ts); hints are this part's own
  const messages: Record<EmptyStateKind, { title: string; hint: string }> = {
    nothingFound: {
      title: search ? i18n._(errorMessage('NOTHING_FOUND', { search })) : t`Nothing found`,
      hint: t`Check the spelling, try fewer words or browse the categories.`,
    },
    noOutletMatch: {
      title: i18n._(errorMessages.NO_OUTLET_MATCH),
      hint: search
        ? t`You searched for “${search}”. Try another district or the name of a venue.`
        : t`Try another district or the name of a venue.`,
    },
    noMatchingTransactions: {
      title: i18n._(errorMessages.NO_MATCHING_TRANSACTIONS),
      hint: t`Transactions from the previous six months are shown. Try another period.`,
    },
    noCinemaSchedule: {
      title: i18n._(errorMessages.NO_CINEMA_SCHEDULE),
      hint: date
        ? t`You chose ${date}. Choose another date to see the showtimes.`
        : t`Choose another date to see the showtimes.`,
    },
  }
  const chosen = kind ? messages[kind] : undefined
  return (
    <Stack role="status" align="center" gap="sm" className={cx(styles.root, className)}>
      <NoResultsIcon size="huge" className={styles.icon} />
      <p className={styles.title}>{title ?? chosen?.title}</p>
      {(hint ?? chosen?.hint) && <p className={styles.hint}>{hint ?? chosen?.hint}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </Stack>
  )
}
