import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'

export const Route = createFileRoute('/SystemRequirement.html')({
  staticData: {
    page: {
      title: msg`System requirements`,
      description: msg`The browsers and devices Citytix supports.`,
      section: 'help',
    },
  },
  component: PageScreen,
})
