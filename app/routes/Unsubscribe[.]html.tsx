import { msg } from '@lingui/core/macro'
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import { UnsubscribeScreen } from '../features/forms/UnsubscribeScreen'
import { searchSchema, text } from '../routing/searchParams'

export const Route = createFileRoute('/Unsubscribe.html')({
  // a newsletter's link may carry the address (`?email=`), filled in for the visitor
  validateSearch: searchSchema({ email: text({ maxLength: 200 }) }),
  staticData: {
    page: {
      title: msg`Unsubscribe from the newsletter`,
      description: msg`Stop receiving the Citytix newsletter.`,
    },
  },
  // the screen's code is its own chunk: it reads the route by path, not through `Route`
  component: function Unsubscribe() {
    const navigate = useNavigate({ from: '/Unsubscribe.html' })
    return (
      <UnsubscribeScreen
        email={useSearch({ from: '/Unsubscribe.html' }).email}
        onDone={() => navigate({ to: '/UnsubscribeSuccess.html', search: {} })}
      />
    )
  },
})
