import { createFileRoute, redirect } from '@tanstack/react-router'

// `/` and a bare language prefix (`/en_us`, `/zh-cn`…) open the events home.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/Events.html', replace: true })
  },
})
