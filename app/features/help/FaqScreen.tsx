import { Accordion } from '@design-system/Accordion'
import { Button } from '@design-system/Button'
import { EmptyState } from '@design-system/EmptyState'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Stack } from '@design-system/layout'
import { PlainText } from '@design-system/PlainText'
import { SearchBox } from '@design-system/SearchBox'
import { Text } from '@design-system/Text'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { faqQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { usePageInfo } from '../shell/usePageInfo'
import { matchingFaq } from './faqSearch'

export interface FaqScreenProps {
  /** The words searched for (the address's `?q=`), if any. */
  search?: string
  /** Asks for another search; undefined shows every question again. */
  onSearch: (search: string | undefined) => void
}

/**
 * The FAQ: every question by section, each answer opening in place, and a search over the
 * questions and answers in the visitor's language; "Nothing found for …" when none match.
 */
export function FaqScreen({ search, onSearch }: FaqScreenProps) {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  const { data } = useSuspenseQuery(faqQuery())
  const locale = i18n.locale
  const sections = matchingFaq(data.data, search, locale)
  const found = sections.reduce((count, section) => count + section.items.length, 0)
  return (
    <Stack gap="xl" maxWidth="prose">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      <SearchBox
        // a new address (back button, another search) shows its own words
        key={search ?? ''}
        defaultValue={search}
        label={t`Search the frequently asked questions`}
        placeholder={t`e.g. refund`}
        showLabel
        onSearch={(text) => onSearch(text)}
        onClear={() => onSearch(undefined)}
      />
      {search && found > 0 && (
        <Text role="status">
          {t`${plural(found, {
            one: `# question matches “${search}”.`,
            other: `# questions match “${search}”.`,
          })}`}{' '}
          <Button variant="ghost" size="small" onClick={() => onSearch(undefined)}>
            {t`Show all questions`}
          </Button>
        </Text>
      )}
      {found === 0 ? (
        <EmptyState
          kind="nothingFound"
          search={search}
          hint={t`Try other words, or call customer service.`}
          action={
            <Button variant="secondary" onClick={() => onSearch(undefined)}>
              {t`Show all questions`}
            </Button>
          }
        />
      ) : (
        sections.map((section) => (
          <Stack
            as="section"
            key={`${section.id}-${search ?? ''}`}
            aria-labelledby={`faq-${section.id}`}
            gap="md"
          >
            <Heading level={2} id={`faq-${section.id}`}>
              {localizedText(section.title, locale)}
            </Heading>
            <Accordion
              type="multiple"
              headingLevel={3}
              // found answers are shown open
              defaultValue={search ? section.items.map((item) => String(item.id)) : []}
              items={section.items.map((item) => ({
                value: String(item.id),
                title: localizedText(item.question, locale),
                content: <PlainText text={localizedText(item.answer, locale)} linkSitePaths />,
              }))}
            />
          </Stack>
        ))
      )}
      <Text>
        {t`Did not find your answer?`} <Link href="/CS.html">{t`Contact customer service`}</Link>
      </Text>
    </Stack>
  )
}
