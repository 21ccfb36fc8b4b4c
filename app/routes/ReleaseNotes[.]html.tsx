import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { helpPageQuery } from '../api/queries'
import { HelpPending } from '../features/help/HelpPending'
import { ReleaseNotesScreen } from '../features/info/InfoScreens'

export const Route = createFileRoute('/ReleaseNotes.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(helpPageQuery('ReleaseNotes')),
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`Privacy policy and terms`,
      description: msg`The Citytix privacy policy and terms and conditions.`,
    },
  },
  component: ReleaseNotesScreen,
})
