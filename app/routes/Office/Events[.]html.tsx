import { msg } from '@lingui/core/macro'
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import { OfficeEventsScreen } from '../../features/office/events/OfficeEventsScreen'
import { officeEventsSearchSchema } from '../../features/office/events/officeEventSearch'

export const Route = createFileRoute('/Office/Events.html')({
  validateSearch: officeEventsSearchSchema,
  staticData: {
    page: {
      title: msg`Events`,
      description: msg`The box office's events: drafts and published, found by title.`,
    },
  },
  component: function OfficeEvents() {
    const navigate = useNavigate({ from: '/Office/Events.html' })
    return (
      <OfficeEventsScreen
        search={useSearch({ from: '/Office/Events.html' })}
        onSearch={(search) => {
          navigate({ search }).catch(() => undefined)
        }}
      />
    )
  },
})
