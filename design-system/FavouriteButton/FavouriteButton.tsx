import { Plural, useLingui } from '@lingui/react/macro'
import { formatLikeCount } from '../../domain/likes'
import { button } from '../Button'
import { cx } from '../cx'
import { HeartFilledIcon, HeartIcon } from '../icons'
import { VisuallyHidden } from '../VisuallyHidden'
import * as css from './FavouriteButton.css'

export interface FavouriteButtonProps {
  /** Whether the member keeps this event as a favourite. */
  favourite: boolean
  /** Called with the wanted state; the app asks a visitor to log in first. */
  onToggle: (favourite: boolean) => void
  /** How many people like the event, shown as K and M from 1,000. */
  likeCount?: number
  /** A change is on its way to the server; pressing again still toggles (the app queues it). */
  busy?: boolean
  className?: string
}

/** The event page's favourite button: a heart that is pressed while the event is a favourite. */
export function FavouriteButton({
  favourite,
  onToggle,
  likeCount,
  busy = false,
  className,
}: FavouriteButtonProps) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      aria-pressed={favourite}
      aria-busy={busy || undefined}
      onClick={() => onToggle(!favourite)}
      className={cx(button({ variant: 'chip' }), className)}
    >
      {favourite ? (
        <HeartFilledIcon size="large" className={css.icon} />
      ) : (
        <HeartIcon size="large" className={css.icon} />
      )}
      {t`Favourite`}
      {likeCount !== undefined && (
        <>
          <span className={css.count} aria-hidden="true">
            {formatLikeCount(likeCount)}
          </span>
          <VisuallyHidden>
            <Plural value={likeCount} one="# like" other="# likes" />
          </VisuallyHidden>
        </>
      )}
    </button>
  )
}
