import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'

export const Route = createFileRoute('/BuyTickets.html')({
  staticData: {
    page: {
      title: msg`How to buy tickets`,
      description: msg`A step-by-step guide to buying event and movie tickets on Citytix.`,
      section: 'help',
    },
  },
  component: PageScreen,
})
