import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SiteSwitchesScreen } from '../../features/office/switches/SiteSwitchesScreen'

export const Route = createFileRoute('/Office/Switches.html')({
  staticData: {
    page: {
      title: msg`Site switches`,
      description: msg`Hot-event mode, the grayscale period, the wish list, the chat button and the maintenance notice.`,
    },
  },
  component: SiteSwitchesScreen,
})
