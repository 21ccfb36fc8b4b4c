// A ballot's state as the office shows it: its name and the badge's tone.

import type { BadgeTone } from '@design-system/Badge'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Schemas } from '../../../api/queries'

type BallotState = Schemas['OfficeBallotState']

export const ballotStateNames: Record<BallotState, MessageDescriptor> = {
  open: msg`Open`,
  closed: msg`Closed`,
  drawn: msg`Drawn`,
}

export const ballotStateTones: Record<BallotState, BadgeTone> = {
  open: 'success',
  closed: 'warning',
  drawn: 'info',
}
