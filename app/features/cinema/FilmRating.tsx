import { Badge, type BadgeTone } from '@design-system/Badge'
import { Inline } from '@design-system/layout'
import { useLingui } from '@lingui/react/macro'
import { type FilmCategory, filmCategoryMessages } from '../../../domain/cinema'

const tones: Record<FilmCategory, BadgeTone> = {
  I: 'success',
  IIA: 'info',
  IIB: 'warning',
  III: 'danger',
}

/** A film's category with what it means for who may watch. */
export function FilmRating({ rating }: { rating: FilmCategory }) {
  const { i18n } = useLingui()
  return (
    <Inline gap="xs" as="span">
      <Badge tone={tones[rating]}>{rating}</Badge>{' '}
      <span>{i18n._(filmCategoryMessages[rating])}</span>
    </Inline>
  )
}
