import { msg } from '@lingui/core/macro'
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import { OfficeEventScreen } from '../../features/office/events/OfficeEventScreen'
import { officeEventSearchSchema } from '../../features/office/events/officeEventSearch'

export const Route = createFileRoute('/Office/Event.html')({
  validateSearch: officeEventSearchSchema,
  staticData: {
    page: {
      title: msg`Event`,
      description: msg`Create or change an event, and publish or unpublish it.`,
    },
  },
  component: function OfficeEvent() {
    const navigate = useNavigate({ from: '/Office/Event.html' })
    const { id } = useSearch({ from: '/Office/Event.html' })
    return (
      <OfficeEventScreen
        eventId={id}
        onCreated={(eventId) => {
          navigate({ search: { id: eventId }, replace: true }).catch(() => undefined)
        }}
      />
    )
  },
})
