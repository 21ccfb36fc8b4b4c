import { Card } from '@design-system/Card'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { List } from '@design-system/List'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'

export interface ContentsEntry {
  id: string
  label: string
}

/** "On this page": links to the sections of a long help page. */
export function HelpContents({ entries }: { entries: readonly ContentsEntry[] }) {
  const { t } = useLingui()
  const headingId = useId()
  return (
    <Card as="nav" variant="muted" aria-labelledby={headingId} gap="sm">
      <Heading level={2} id={headingId} size="sm">
        {t`On this page`}
      </Heading>
      <List>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link href={`#${entry.id}`}>{entry.label}</Link>
          </li>
        ))}
      </List>
    </Card>
  )
}
