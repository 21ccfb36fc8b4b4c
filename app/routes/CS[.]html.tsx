import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'

export const Route = createFileRoute('/CS.html')({
  staticData: {
    page: {
      title: msg`Customer service`,
      description: msg`Contact Citytix customer service: opening hours, hotline and enquiry form.`,
      section: 'help',
    },
  },
  component: PageScreen,
})
