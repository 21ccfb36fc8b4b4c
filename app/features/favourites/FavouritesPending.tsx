import { useLingui } from '@lingui/react/macro'
import { EventGridPending } from '../events/EventGridPending'
import * as css from '../member/Member.css'
import { usePageInfo } from '../shell/usePageInfo'

export function FavouritesPending() {
  const { i18n } = useLingui()
  const info = usePageInfo()
  return (
    <div className={css.page}>
      {info && <h1 className={css.heading}>{i18n._(info.title)}</h1>}
      <EventGridPending />
    </div>
  )
}
