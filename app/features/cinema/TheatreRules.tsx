import { useLingui } from '@lingui/react/macro'
import { admissionMessages, type FilmCategory, typhoonClosureMessage } from '../../../domain/cinema'
import * as css from './Cinema.css'

/** The theatre's rules a buyer must know before paying (spec §9), from domain/cinema.ts. */
export function TheatreRules({ rating }: { rating?: FilmCategory }) {
  const { t, i18n } = useLingui()
  return (
    <section className={css.rules} aria-label={t`Theatre rules`}>
      <ul className={css.ruleList}>
        <li>{i18n._(admissionMessages.underSix)}</li>
        {rating === 'III' && <li>{i18n._(admissionMessages.categoryIII)}</li>}
        <li>{i18n._(typhoonClosureMessage)}</li>
      </ul>
    </section>
  )
}
