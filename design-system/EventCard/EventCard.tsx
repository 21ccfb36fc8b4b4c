import { Plural, useLingui } from '@lingui/react/macro'
import { VisuallyHidden } from 'radix-ui'
import { useState } from 'react'
import { formatLikeCount } from '../../domain/likes'
import type { CardLayout } from '../../domain/preferences'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import * as css from './EventCard.css'
import { formatEventDates, formatHkd } from './formatDates'

export const eventCardHeadingLevels = [2, 3, 4] as const

export interface EventCardProps {
  title: string
  /** Where the card leads: the event's page. */
  href: string
  /** Poster image; without one (or when it fails to load) a neutral placeholder shows. */
  posterSrc?: string
  /** Describes the poster; defaults to "Poster for {title}". */
  posterAlt?: string
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

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={css.heartIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z"
      />
    </svg>
  )
}

function PosterPlaceholder() {
  return (
    <svg className={css.posterPlaceholder} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 5h16a1 1 0 0 1 1 1v3a3 3 0 0 0 0 6v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a3 3 0 0 0 0-6V6a1 1 0 0 1 1-1Z"
      />
    </svg>
  )
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
  const Heading = `h${headingLevel}` as const
  const dates = formatEventDates(i18n.locale, startDate, endDate)
  const price = priceFrom === undefined ? undefined : formatHkd(i18n.locale, priceFrom)

  return (
    <article className={[css.card, className].filter(Boolean).join(' ')} data-layout={layout}>
      <div className={css.poster}>
        {posterSrc && !posterFailed ? (
          <img
            src={posterSrc}
            alt={posterAlt ?? t`Poster for ${title}`}
            loading="lazy"
            decoding="async"
            onError={() => setPosterFailed(true)}
            className={css.posterImage}
          />
        ) : (
          <PosterPlaceholder />
        )}
      </div>
      <div className={css.body}>
        <Heading className={css.title}>
          <Link href={href} className={css.link}>
            {title}
          </Link>
        </Heading>
        <p className={css.meta}>{dates}</p>
        <p className={css.meta}>{venue}</p>
        {price !== undefined && <p className={css.price}>{t`From HKD ${price}`}</p>}
      </div>
      {onToggleFavourite && (
        <div className={css.actions}>
          <button
            type="button"
            aria-pressed={favourite}
            onClick={() => onToggleFavourite(!favourite)}
            className={css.heart}
          >
            <VisuallyHidden.Root>{t`Favourite: ${title}`}</VisuallyHidden.Root>
            <HeartIcon filled={favourite} />
            {likeCount !== undefined && (
              <>
                <span className={css.likeCount}>{formatLikeCount(likeCount)}</span>
                <VisuallyHidden.Root>
                  <Plural value={likeCount} one="like" other="likes" />
                </VisuallyHidden.Root>
              </>
            )}
          </button>
        </div>
      )}
    </article>
  )
}
