import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'

export const Route = createFileRoute('/BoxOffice.html')({
  staticData: {
    page: {
      title: msg`Box offices`,
      description: msg`Where to find box offices and when they are open.`,
      section: 'help',
    },
  },
  component: PageScreen,
})
