import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OfficeBallotsScreen } from '../../features/office/ballots/OfficeBallotsScreen'

export const Route = createFileRoute('/Office/Ballots.html')({
  staticData: {
    page: {
      title: msg`Ballots`,
      description: msg`Open and close the wish-list ballots and run their draws.`,
    },
  },
  component: OfficeBallotsScreen,
})
