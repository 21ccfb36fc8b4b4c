import { Badge, type BadgeTone } from '@design-system/Badge'
import { useLingui } from '@lingui/react/macro'
import { type FilmCategory, filmCategoryMessages } from '../../../domain/cinema'
import * as css from './Cinema.css'

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
    <span className={css.rating}>
      <Badge tone={tones[rating]}>{rating}</Badge>{' '}
      <span>{i18n._(filmCategoryMessages[rating])}</span>
    </span>
  )
}
