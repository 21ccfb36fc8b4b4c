import { Text } from '@design-system/Text'
// Information pages that add something of their own to their text.

import { Link } from '@design-system/Link'
import { Trans } from '@lingui/react/macro'
import { HelpArticle } from '../help/HelpArticle'
import { MaintenanceStatus } from './MaintenanceStatus'

/** System maintenance: whether it is under way now and when it is next, then the notice. */
export function MaintenanceScreen({ now }: { now?: Date }) {
  return <HelpArticle page="Maintenance" lead={<MaintenanceStatus now={now} />} />
}

/**
 * Privacy policy and terms: one page whose `privacypolicy` and `termsconditions` anchors other
 * pages link to (spec §2), and the way to the website's terms of use.
 */
export function ReleaseNotesScreen() {
  return (
    <HelpArticle page="ReleaseNotes">
      <Text>
        <Trans>
          Using the website is also subject to the <Link href="/TermsOfUse.html">terms of use</Link>
          .
        </Trans>
      </Text>
    </HelpArticle>
  )
}
