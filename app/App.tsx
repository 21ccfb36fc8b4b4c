import { ToastProvider } from '@design-system/Toast'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { FailureOutlet } from './api/failures'
import { FailureNotices } from './features/shell/FailureNotices'
import type { AppRouter } from './router'
import { useFirstViewReplaced } from './startup/useFirstViewReplaced'

export function App({
  queryClient,
  router,
  failures,
}: {
  queryClient: QueryClient
  router: AppRouter
  failures: FailureOutlet
}) {
  useFirstViewReplaced()
  return (
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <QueryClientProvider client={queryClient}>
          <FailureNotices failures={failures} router={router} />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ToastProvider>
    </I18nProvider>
  )
}
