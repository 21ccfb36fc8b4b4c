import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'

export const Route = createFileRoute('/AboutUs.html')({
  staticData: {
    page: {
      title: msg`About us`,
      description: msg`About Citytix, Hong Kong's ticketing platform for events and cinema.`,
    },
  },
  component: PageScreen,
})
