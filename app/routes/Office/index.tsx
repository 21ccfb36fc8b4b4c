import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OfficeHomeScreen } from '../../features/office/home/OfficeHomeScreen'

export const Route = createFileRoute('/Office/')({
  staticData: {
    page: {
      title: msg`Box office`,
      description: msg`The Citytix box office: the sections your role may use.`,
    },
  },
  component: OfficeHomeScreen,
})
