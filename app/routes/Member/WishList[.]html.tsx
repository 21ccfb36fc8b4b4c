import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { configQuery } from '../../api/queries'
import { PageScreen } from '../../features/shell/PageScreen'

export const Route = createFileRoute('/Member/WishList.html')({
  // Spec §2: the wish list exists only while config showWishList is true (a config that fails
  // to load counts as off).
  beforeLoad: async ({ context }) => {
    const config = await context.queryClient.ensureQueryData(configQuery()).catch(() => undefined)
    if (config?.showWishList !== true) throw redirect({ to: '/', replace: true })
  },
  staticData: {
    page: {
      title: msg`Wish list`,
      description: msg`Your ranked ticket preferences for wish-list matching, paid with points.`,
      section: 'member',
    },
  },
  component: PageScreen,
})
