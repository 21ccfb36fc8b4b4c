import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { pointsHistoryMonths } from '../../../domain/history'
import {
  pointHistoryQuery,
  pointPackagesQuery,
  pointsBalanceQuery,
  pointsExpirationQuery,
} from '../../api/queries'
import { MyPointsScreen } from '../../features/points/MyPointsScreen'
import { PointsPending } from '../../features/points/PointsPending'

// Spec §2 names this screen without a route; the header's member menu links here.
export const Route = createFileRoute('/Member/MyPoints.html')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(pointsBalanceQuery()),
      queryClient.ensureQueryData(pointsExpirationQuery(pointsHistoryMonths)),
      queryClient.ensureQueryData(pointHistoryQuery()),
      queryClient.ensureQueryData(pointPackagesQuery()),
    ]),
  pendingComponent: PointsPending,
  staticData: {
    page: {
      title: msg`My points`,
      description: msg`Your points balance, their history over the last year, and buying points.`,
      section: 'member',
    },
  },
  component: MyPointsScreen,
})
