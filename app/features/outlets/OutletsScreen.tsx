import { Button } from '@design-system/Button'
import { Card } from '@design-system/Card'
import { EmptyState } from '@design-system/EmptyState'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Stack } from '@design-system/layout'
import { RegionFilter } from '@design-system/RegionFilter'
import { SearchBox } from '@design-system/SearchBox'
import { Table } from '@design-system/Table'
import { Text } from '@design-system/Text'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { HelpSection } from '../help/HelpSection'
import { usePageInfo } from '../shell/usePageInfo'
import { outletHelpQuery, outletListQuery } from './outletQueries'
import type { OutletKind, OutletSearch } from './outletSearch'

/** The downloadable address lists (CSV in all three languages); the server names the file. */
const addressListHref: Record<OutletKind, string> = {
  boxOffices: '/api/boxOfficeAddressList.do',
  kiosks: '/api/kioskAddressList.do',
}

export interface OutletsScreenProps {
  kind: OutletKind
  search: OutletSearch
  /** Asks for another search (the address changes; the route loads its list). */
  onSearch: (search: OutletSearch) => void
}

/**
 * Box offices or ticketing kiosks: a search by name, district or address and by region, the
 * matching places as a table (cards on a phone), "no match" with a way back to all of them,
 * the whole address list to download, and how buying and collecting there works.
 */
export function OutletsScreen({ kind, search, onSearch }: OutletsScreenProps) {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  const locale = i18n.locale
  const { data: list } = useSuspenseQuery(outletListQuery(kind, search))
  const { data: help } = useSuspenseQuery(outletHelpQuery(kind))
  const outlets = list.data
  const filtered = Boolean(search.keyword || search.region)
  const texts =
    kind === 'boxOffices'
      ? {
          search: t`Search box offices`,
          count: t`${plural(outlets.length, { one: '# box office', other: '# box offices' })}`,
          caption: filtered ? t`Box offices found` : t`All box offices`,
          showAll: t`Show all box offices`,
          download: t`Download the box office address list (CSV)`,
          about: t`About box offices`,
        }
      : {
          search: t`Search ticketing kiosks`,
          count: t`${plural(outlets.length, { one: '# kiosk', other: '# kiosks' })}`,
          caption: filtered ? t`Kiosks found` : t`All ticketing kiosks`,
          showAll: t`Show all kiosks`,
          download: t`Download the kiosk address list (CSV)`,
          about: t`About ticketing kiosks`,
        }
  const text = (value: Schemas['LocalizedText']) => localizedText(value, locale)

  return (
    <Stack gap="xl">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      <Text maxWidth="prose">
        {t`Search by name, district or address, narrow the list to a region, or download every address.`}
      </Text>
      <Card variant="muted" gap="lg">
        <SearchBox
          key={search.keyword ?? ''}
          defaultValue={search.keyword}
          label={texts.search}
          placeholder={t`e.g. Sha Tin`}
          showLabel
          onSearch={(keyword) => onSearch({ ...search, keyword })}
          onClear={() => onSearch({ ...search, keyword: undefined })}
        />
        <RegionFilter
          value={search.region ?? null}
          onChange={(region) => onSearch({ ...search, region: region ?? undefined })}
        />
        <Text>
          <Link href={addressListHref[kind]} download variant="standalone">
            {texts.download}
          </Link>
        </Text>
      </Card>
      <Stack as="section" aria-label={texts.caption} gap="md">
        {outlets.length === 0 ? (
          <EmptyState
            kind="noOutletMatch"
            search={search.keyword}
            action={
              <Button variant="secondary" onClick={() => onSearch({})}>
                {texts.showAll}
              </Button>
            }
          />
        ) : (
          <>
            <Text role="status" weight="bold">
              {texts.count}
            </Text>
            <Table
              caption={texts.caption}
              rows={outlets}
              rowKey={(outlet) => String(outlet.id)}
              columns={[
                {
                  key: 'name',
                  header: t`Name`,
                  rowHeader: true,
                  render: (outlet) => text(outlet.name),
                },
                { key: 'address', header: t`Address`, render: (outlet) => text(outlet.address) },
                { key: 'district', header: t`District`, render: (outlet) => text(outlet.district) },
                {
                  key: 'openingHours',
                  header: t`Opening hours`,
                  render: (outlet) => text(outlet.openingHours),
                },
                {
                  key: 'phone',
                  header: t`Phone`,
                  render: (outlet) =>
                    outlet.phone ? (
                      <Text as="span" wrap="nowrap">
                        <Link href={`tel:${outlet.phone.replace(/[^+\d]/g, '')}`}>
                          {outlet.phone}
                        </Link>
                      </Text>
                    ) : (
                      t`No phone`
                    ),
                },
              ]}
            />
          </>
        )}
      </Stack>
      <Stack as="section" aria-labelledby="outlets-about" gap="xl" maxWidth="prose">
        <Heading level={2} size="xl" id="outlets-about">
          {texts.about}
        </Heading>
        {help.sections.map((section) => (
          <HelpSection
            key={section.anchor}
            section={section}
            locale={locale}
            id={`about-${section.anchor}`}
            headingLevel={3}
          />
        ))}
      </Stack>
    </Stack>
  )
}
