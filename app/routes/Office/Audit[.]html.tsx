import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuditScreen } from '../../features/office/staff/AuditScreen'

export const Route = createFileRoute('/Office/Audit.html')({
  staticData: {
    page: {
      title: msg`Audit log`,
      description: msg`Who changed what in the box office, when, and what it was before and after.`,
    },
  },
  component: AuditScreen,
})
