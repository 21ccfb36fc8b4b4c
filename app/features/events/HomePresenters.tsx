import { PresenterBox } from '@design-system/PresenterBox'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { localizedText } from '../../i18n/localizedText'
import { homeExtras } from './homeQueries'
import { usePanelVisibility } from './usePanelVisibility'

/** The branded presenters' box; each logo opens `/Events.html?presenter=<id>`. */
export function HomePresenters({ current }: { current?: number }) {
  const { i18n } = useLingui()
  const presenters = useQuery(homeExtras.presenters())
  const [open, setOpen] = usePanelVisibility('presenters')
  if (!presenters.data) return null
  return (
    <PresenterBox
      presenters={presenters.data.data.map((presenter) => ({
        id: String(presenter.id),
        name: localizedText(presenter.name, i18n.locale),
        logoSrc: presenter.logoUrl,
        href: presenter.linkUrl,
      }))}
      currentId={current === undefined ? undefined : String(current)}
      open={open}
      onOpenChange={setOpen}
    />
  )
}
