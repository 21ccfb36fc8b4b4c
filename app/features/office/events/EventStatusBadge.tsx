import { Badge } from '@design-system/Badge'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '../../../api/queries'

/** An event's status in words: a draft (only the box office sees it) or published. */
export function EventStatusBadge({ status }: { status: Schemas['OfficeEventStatus'] }) {
  const { t } = useLingui()
  return status === 'published' ? (
    <Badge tone="success">{t`Published`}</Badge>
  ) : (
    <Badge tone="warning">{t`Draft`}</Badge>
  )
}
