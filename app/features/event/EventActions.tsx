import { Button } from '@design-system/Button'
import { FavouriteButton } from '@design-system/FavouriteButton'
import { Inline } from '@design-system/layout'
import { useToast } from '@design-system/Toast'
import { useLingui } from '@lingui/react/macro'
import { errorMessages, successMessages } from '../../../domain/errors'
import type { Schemas } from '../../api/queries'
import { useFavourites } from '../events/useFavourites'
import { copyLink } from './copyLink'

/** Favourite (visitors log in first) with the like count, and copying the page's link. */
export function EventActions({ event }: { event: Schemas['EventDetail'] }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const favourites = useFavourites()
  const copy = async () => {
    const copied = await copyLink(window.location.href)
    toast.notify(
      copied
        ? { kind: 'success', title: i18n._(successMessages.urlCopied) }
        : { kind: 'error', title: i18n._(errorMessages.COPY_FAILED) },
    )
  }
  return (
    <Inline gap="md">
      <FavouriteButton
        favourite={favourites.isFavourite(event.id)}
        onToggle={(wanted) => favourites.toggle(event.id, wanted)}
        likeCount={event.likes}
        busy={favourites.busy}
      />
      <Button variant="secondary" onClick={copy}>
        {t`Copy link`}
      </Button>
      {favourites.loginPrompt}
    </Inline>
  )
}
