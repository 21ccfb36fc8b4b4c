import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OfficeBannersScreen } from '../../features/office/banners/OfficeBannersScreen'

export const Route = createFileRoute('/Office/Banners.html')({
  staticData: {
    page: {
      title: msg`Home banners`,
      description: msg`The banners on the home, their order, links, images and dates.`,
    },
  },
  component: OfficeBannersScreen,
})
