import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec §2: ServiceCharge.html is an old address of ServiceFee.html.
export const Route = createFileRoute('/ServiceCharge.html')({
  beforeLoad: ({ location }) => {
    throw redirect({
      to: '/ServiceFee.html',
      search: location.search,
      hash: location.hash,
      replace: true,
    })
  },
})
