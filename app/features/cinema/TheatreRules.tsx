import { Callout } from '@design-system/Callout'
import { List } from '@design-system/List'
import { useLingui } from '@lingui/react/macro'
import { admissionMessages, type FilmCategory, typhoonClosureMessage } from '../../../domain/cinema'

/** The theatre's rules a buyer must know before paying (spec §9), from domain/cinema.ts. */
export function TheatreRules({ rating }: { rating?: FilmCategory }) {
  const { t, i18n } = useLingui()
  return (
    <section aria-label={t`Theatre rules`}>
      <Callout tone="warning">
        <List>
          <li>{i18n._(admissionMessages.underSix)}</li>
          {rating === 'III' && <li>{i18n._(admissionMessages.categoryIII)}</li>}
          <li>{i18n._(typhoonClosureMessage)}</li>
        </List>
      </Callout>
    </section>
  )
}
