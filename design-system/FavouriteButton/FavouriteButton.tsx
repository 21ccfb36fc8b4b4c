import { Plural, useLingui } from '@lingui/react/macro'
import { VisuallyHidden } from 'radix-ui'
import { formatLikeCount } from '../../domain/likes'
import * as css from './FavouriteButton.css'

export interface FavouriteButtonProps {
  /** Whether the member keeps this event as a favourite. */
  favourite: boolean
  /** Called with the wanted state; the app asks a visitor to log in first. */
  onToggle: (favourite: boolean) => void
  /** How many people like the event, shown as K and M from 1,000. */
  likeCount?: number
  /** A change is on its way to the server. */
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
      onClick={() => {
        if (!busy) onToggle(!favourite)
      }}
      className={[css.button, className].filter(Boolean).join(' ')}
    >
      <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill={favourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z"
        />
      </svg>
      {t`Favourite`}
      {likeCount !== undefined && (
        <>
          <span className={css.count} aria-hidden="true">
            {formatLikeCount(likeCount)}
          </span>
          <VisuallyHidden.Root>
            <Plural value={likeCount} one="# like" other="# likes" />
          </VisuallyHidden.Root>
        </>
      )}
    </button>
  )
}
