import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { favouritesQuery } from '../../api/queries'
import { FavouritesPending } from '../../features/favourites/FavouritesPending'
import { MyFavouriteScreen } from '../../features/favourites/MyFavouriteScreen'

// Spec §2 names this screen without a route; the header's member menu links here.
export const Route = createFileRoute('/Member/MyFavourite.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(favouritesQuery()),
  pendingComponent: FavouritesPending,
  staticData: {
    page: {
      title: msg`My favourites`,
      description: msg`Events you have marked as favourites.`,
      section: 'member',
    },
  },
  component: MyFavouriteScreen,
})
