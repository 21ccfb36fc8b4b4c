import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { configQuery, memberInfoQuery, pointsBalanceQuery, wishListQuery } from '../../api/queries'
import { WishListPending } from '../../features/wishList/WishListPending'
import { WishListScreen } from '../../features/wishList/WishListScreen'
import { wishEventsQuery } from '../../features/wishList/wishEventsQuery'

export const Route = createFileRoute('/Member/WishList.html')({
  // Spec §2: the wish list exists only while config showWishList is true (a config that fails
  // to load counts as off).
  beforeLoad: async ({ context }) => {
    const config = await context.queryClient.ensureQueryData(configQuery()).catch(() => undefined)
    if (config?.showWishList !== true) throw redirect({ to: '/', replace: true })
  },
  loader: ({ context: { queryClient } }) => {
    // the member's address gives the delivery fee; the form works without it
    queryClient
      .prefetchQuery({ ...memberInfoQuery(), meta: { quiet: true } })
      .catch(() => undefined)
    return Promise.all([
      queryClient.ensureQueryData(wishListQuery()),
      queryClient.ensureQueryData(pointsBalanceQuery()),
      queryClient.ensureQueryData(wishEventsQuery()),
    ])
  },
  pendingComponent: WishListPending,
  staticData: {
    page: {
      title: msg`Wish list`,
      description: msg`Your ranked ticket preferences for wish-list matching, paid with points.`,
      section: 'member',
    },
  },
  component: WishListScreen,
})
