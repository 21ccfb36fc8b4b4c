import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { StaffScreen } from '../../features/office/staff/StaffScreen'

export const Route = createFileRoute('/Office/Staff.html')({
  staticData: {
    page: {
      title: msg`Staff accounts`,
      description: msg`Add box-office staff, change their roles, disable accounts and give new authenticator secrets.`,
    },
  },
  component: StaffScreen,
})
