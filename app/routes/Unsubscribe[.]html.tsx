import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
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
  component: function Unsubscribe() {
    const navigate = Route.useNavigate()
    return (
      <UnsubscribeScreen
        email={Route.useSearch().email}
        onDone={() => navigate({ to: '/UnsubscribeSuccess.html', search: {} })}
      />
    )
  },
})
