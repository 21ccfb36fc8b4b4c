import { Button } from '@design-system/Button'
import { CalendarFilter } from '@design-system/CalendarFilter'
import { Card } from '@design-system/Card'
import { Link } from '@design-system/Link'
import { Inline, Stack } from '@design-system/layout'
import { RegionFilter } from '@design-system/RegionFilter'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { HomeSearch } from './homeSearch'
import { useHomeLinks } from './useHomeLinks'
import { usePanelVisibility } from './usePanelVisibility'

/** Whether the window is wider than a phone (the design system's tablet breakpoint, 48em). */
const wideScreen = () =>
  typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 48em)').matches

/**
 * The period (Hong Kong dates, worked out by the API from `when`) and region filters, which the
 * visitor can fold away; the choice is kept, and the button says how many filters are on.
 */
export function HomeFilters({ search }: { search: HomeSearch }) {
  const { t } = useLingui()
  const panelId = useId()
  // folded by default on a phone, where the chips would push the events off the first screen
  const [shown, setShown] = usePanelVisibility('filters', wideScreen())
  const links = useHomeLinks(search)
  const active = [search.when, search.region].filter(Boolean).length
  return (
    <Stack gap="lg">
      <Inline justify="between" gap="sm">
        <Button
          variant="secondary"
          size="small"
          aria-expanded={shown}
          aria-controls={panelId}
          onClick={() => setShown(!shown)}
        >
          {active > 0 ? t`Filters (${active} on)` : t`Filters`}
        </Button>
        {active > 0 && (
          <Link
            href={links.href({ ...search, when: undefined, region: undefined, page: undefined })}
            variant="standalone"
          >
            {t`Clear date and region`}
          </Link>
        )}
      </Inline>
      <Card id={panelId} gap="lg" hidden={!shown}>
        <CalendarFilter
          value={search.when ?? null}
          onChange={(when) => links.change({ when: when ?? undefined })}
        />
        <RegionFilter
          value={search.region ?? null}
          onChange={(region) => links.change({ region: region ?? undefined })}
        />
      </Card>
    </Stack>
  )
}
