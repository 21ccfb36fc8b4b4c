import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLinkComponent } from '../LinkProvider'
import { Inline } from '../layout'
import * as styles from './Pagination.css'
import { pageRange } from './pageRange'

export interface PaginationProps {
  /** The page shown now, from 1. */
  page: number
  pageCount: number
  /** Gives each page its own URL: pages become links (search results, past events). */
  hrefFor?: (page: number) => string
  /** Without `hrefFor`, pages are buttons that report the chosen page. */
  onPageChange?: (page: number) => void
  /** Names the navigation landmark when a page has more than one list of pages. */
  label?: string
  /** Pages shown either side of the current one. */
  siblings?: number
  className?: string
}

/**
 * Moves through a long list a page at a time. A labelled navigation landmark; the current page
 * carries aria-current="page"; long ranges collapse into an ellipsis.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  onPageChange,
  label,
  siblings = 1,
  className,
}: PaginationProps) {
  const { t } = useLingui()
  const Link = useLinkComponent()
  if (pageCount <= 1) return null
  const pageName = (pageNumber: number) => t`Page ${pageNumber}`

  const control = (target: number, content: ReactNode, name: string, current = false) => {
    const outOfRange = target < 1 || target > pageCount
    if (hrefFor && !outOfRange) {
      return (
        <Link
          href={hrefFor(target)}
          aria-label={name}
          aria-current={current ? 'page' : undefined}
          className={styles.page}
        >
          {content}
        </Link>
      )
    }
    // buttons, and the previous / next ends in link mode (disabled, so nothing jumps)
    return (
      <button
        type="button"
        aria-label={name}
        aria-current={current ? 'page' : undefined}
        disabled={outOfRange}
        onClick={current ? undefined : () => onPageChange?.(target)}
        className={styles.page}
      >
        {content}
      </button>
    )
  }

  return (
    <nav aria-label={label ?? t`Pagination`} className={className}>
      <Inline as="ul" gap="xs">
        <li>
          {control(
            page - 1,
            <>
              <span aria-hidden="true">‹</span> {t`Previous`}
            </>,
            t`Previous page`,
          )}
        </li>
        {pageRange(page, pageCount, siblings).map((slot, index) =>
          slot === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>{control(slot, slot, pageName(slot), slot === page)}</li>
          ),
        )}
        <li>
          {control(
            page + 1,
            <>
              {t`Next`} <span aria-hidden="true">›</span>
            </>,
            t`Next page`,
          )}
        </li>
      </Inline>
    </nav>
  )
}
