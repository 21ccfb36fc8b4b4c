import { Plural, useLingui } from '@lingui/react/macro'
import { button } from '../Button'
import { useLinkComponent } from '../LinkProvider'
import { VisuallyHidden } from '../VisuallyHidden'
import * as css from './CategoryNav.css'

export interface CategoryNavItem {
  /** Stable key, e.g. the category code; null for "all categories". */
  id: string | null
  /** Already in the page's language. */
  label: string
  href: string
  /** Events in the category, when known. */
  count?: number
}

export interface CategoryNavProps {
  items: readonly CategoryNavItem[]
  /** The id of the category shown now (null: all). */
  current: string | null
  /** Names the navigation landmark; defaults to "Categories". */
  label?: string
  /** Draws placeholders of the same height while the categories load. */
  loading?: boolean
  className?: string
}

/**
 * The event categories as one row of links (pop concerts, Chinese opera, sports…): a labelled
 * navigation landmark, the current one marked with aria-current. The row scrolls sideways on
 * narrow screens instead of wrapping, so its height never changes.
 */
export function CategoryNav({ items, current, label, loading, className }: CategoryNavProps) {
  const { t } = useLingui()
  const Link = useLinkComponent()
  return (
    <nav aria-label={label ?? t`Categories`} className={className} aria-busy={loading || undefined}>
      <ul className={css.list}>
        {loading
          ? [1, 2, 3, 4, 5].map((slot) => (
              <li key={slot} className={css.item} aria-hidden="true">
                <span className={css.placeholder} />
              </li>
            ))
          : items.map((item) => (
              <li key={item.id ?? ''} className={css.item}>
                <Link
                  href={item.href}
                  className={button({ variant: 'chip', size: 'small' })}
                  aria-current={item.id === current ? 'page' : undefined}
                >
                  {item.label}
                  {item.count !== undefined && (
                    <>
                      <span className={css.count} aria-hidden="true">
                        {item.count}
                      </span>
                      <VisuallyHidden>
                        {' '}
                        <Plural value={item.count} one="(# event)" other="(# events)" />
                      </VisuallyHidden>
                    </>
                  )}
                </Link>
              </li>
            ))}
      </ul>
    </nav>
  )
}
