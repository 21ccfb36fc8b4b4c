import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../../features/shell/PageScreen'

export const Route = createFileRoute('/Member/TxnHistory.html')({
  staticData: {
    page: {
      title: msg`Transaction history`,
      description: msg`Your ticket purchases of the previous six months.`,
      section: 'member',
    },
  },
  component: PageScreen,
})
