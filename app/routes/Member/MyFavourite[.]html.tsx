import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../../features/shell/PageScreen'

// Spec §2 names this screen without a route; the header's member menu links here.
export const Route = createFileRoute('/Member/MyFavourite.html')({
  staticData: {
    page: {
      title: msg`My favourites`,
      description: msg`Events you have marked as favourites.`,
      section: 'member',
    },
  },
  component: PageScreen,
})
