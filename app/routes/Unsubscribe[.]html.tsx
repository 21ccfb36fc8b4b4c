import { msg } from '@lingui/core/macro'
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import * as v from 'valibot'
import { UnsubscribeScreen } from '../features/forms/UnsubscribeScreen'

export const Route = createFileRoute('/Unsubscribe.html')({
  // a newsletter's link may carry the address (`?email=`), filled in for the visitor
  validateSearch: v.object({
    email: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  }),
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
