import { Plural, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { formatLikeCount } from '../../domain/likes'
import type { CardLayout } from '../../domain/preferences'
import { cx } from '../cx'
import { formatDateRange, formatHkd } from '../format'
import { HeartFilledIcon, HeartIcon, TicketIcon } from '../icons'
import { useLinkComponent } from '../LinkProvider'
import { VisuallyHidden } from '../VisuallyHidden'
import * as css from './EventCard.css'

export const eventCardHeadingLevels = [2, 3, 4] as const

export interface EventCardProps {
  title: string
  /** Where the card leads: the event's page. */
  href: string
  /** Poster image; without one (or when it fails to load) a neutral placeholder shows. */
  posterSrc?: string
  /** Describes the poster; defaults to "Poster for {title}". */
  posterAlt?: string
  /**
   * The poster is among the first pictures of the page (the first cards of a list): fetched at
   * once and early, not when scrolled to.
   */
  posterPriority?: boolean
  /** First performance day, as a calendar date 'YYYY-MM-DD' (Hong Kong time). */
  startDate: string
  /** Last performance day, when the event runs over several days. */
  endDate?: string
  venue: string
  /** Lowest ticket price in HKD; leave out when prices are not yet announced. */
  priceFrom?: number
  /** Whether the signed-in member has this event in their favourites. */
  favourite?: boolean
  likeCount?: number
  /**
   * Called with the wanted state when the heart is pressed. The app decides what happens for
   * a visitor (the spec asks to prompt login first). Without it, no heart is drawn.
   */
  onToggleFavourite?: (favourite: boolean) => void
  /**
   * Overrides the site-wide card layout (`<html data-layout>`) for this card only, for
   * example in a carousel that always shows comfortable cards.
   */
  layout?: CardLayout
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: (typeof eventCardHeadingLevels)[number]
  className?: string
}

/**
 * One event in a list: poster, title, dates, venue, lowest price and the favourite heart.
 * Follows the visitor's compact / comfortable card layout preference. The whole card is one
 * link to the event; the heart is a separate button beside it.
 */
export function EventCard({
  title,
  href,
  posterSrc,
  posterAlt,
  posterPriority = false,
  startDate,
  endDate,
  venue,
  priceFrom,
  favourite = false,
  likeCount,
  onToggleFavourite,
  layout,
  headingLevel = 3,
  className,
}: EventCardProps) {
  const { t, i18n } = useLingui()
  const Link = useLinkComponent()
  const [posterFailed, setPosterFailed] = useState(false)
  const HeadingTag = `h${headingLevel}` as const
  const dates = formatDateRange(startDate, endDate, i18n.locale)
  const price = priceFrom === undefined ? undefined : formatHkd(priceFrom, i18n.locale)

  return (
    <article className={cx(css.card, className)} data-layout={layout}>
      <div className={css.poster}>
        {posterSrc && !posterFailed ? (
          <img
            src={posterSrc}
            alt={posterAlt ?? t`Poster for ${title}`}
            loading={posterPriority ? 'eager' : 'lazy'}
            fetchPriority={posterPriority ? 'high' : 'auto'}
            decoding="async"
            onError={() => setPosterFailed(true)}
            className={css.posterImage}
          />
        ) : (
          <TicketIcon className={css.posterPlaceholder} />
        )}
      </div>
      <div className={css.body}>
        <HeadingTag className={css.title}>
          <Link href={href} className={css.link}>
            {title}
          </Link>
        </HeadingTag>
        <p className={css.meta}>{dates}</p>
        <p className={css.meta}>{venue}</p>
        {price !== undefined && <p className={css.price}>{t`From ${price}`}</p>}
      </div>
      {onToggleFavourite && (
        <div className={css.actions}>
          <button
            type="button"
            aria-pressed={favourite}
            onClick={() => onToggleFavourite(!favourite)}
            className={css.heart}
          >
            <VisuallyHidden>{t`Favourite: ${title}`}</VisuallyHidden>
            {favourite ? (
              <HeartFilledIcon size="large" className={css.heartIcon} />
            ) : (
              <HeartIcon size="large" className={css.heartIcon} />
            )}
            {likeCount !== undefined && (
              <>
                <span className={css.likeCount}>{formatLikeCount(likeCount)}</span>
                <VisuallyHidden>
                  <Plural value={likeCount} one="like" other="likes" />
                </VisuallyHidden>
              </>
            )}
          </button>
        </div>
      )}
    </article>
  )
}
