import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'

export const Route = createFileRoute('/BuyEventTickets.html')({
  staticData: {
    page: {
      title: msg`How to buy event tickets`,
      description: msg`A step-by-step guide to buying event tickets online.`,
      section: 'help',
    },
  },
  component: PageScreen,
})
