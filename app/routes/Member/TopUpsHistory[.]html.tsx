import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { pointHistoryQuery } from '../../api/queries'
import { PointsPending } from '../../features/points/PointsPending'
import { TopUpsHistoryScreen } from '../../features/points/TopUpsHistoryScreen'

export const Route = createFileRoute('/Member/TopUpsHistory.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pointHistoryQuery('topUp')),
  pendingComponent: PointsPending,
  staticData: {
    page: {
      title: msg`Points top-up history`,
      description: msg`Points you have bought and when they expire.`,
      section: 'member',
    },
  },
  component: TopUpsHistoryScreen,
})
