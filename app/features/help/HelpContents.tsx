import { Link } from '@design-system/Link'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import * as css from './Help.css'

export interface ContentsEntry {
  id: string
  label: string
}

/** "On this page": links to the sections of a long help page. */
export function HelpContents({ entries }: { entries: readonly ContentsEntry[] }) {
  const { t } = useLingui()
  const headingId = useId()
  return (
    <nav aria-labelledby={headingId} className={css.contents}>
      <h2 id={headingId} className={css.contentsHeading}>
        {t`On this page`}
      </h2>
      <ul className={css.contentsList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link href={`#${entry.id}`}>{entry.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
