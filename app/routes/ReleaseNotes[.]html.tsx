import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ReleaseNotesScreen } from '../features/info/ReleaseNotesScreen'

export const Route = createFileRoute('/ReleaseNotes.html')({
  staticData: {
    page: {
      title: msg`Privacy policy and terms`,
      description: msg`The Citytix privacy policy and terms and conditions.`,
    },
  },
  component: ReleaseNotesScreen,
})
