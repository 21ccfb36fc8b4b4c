// Browsing screens in stories: a screen story (screenStory.tsx: a memory router and a QueryClient
// already holding the contract-shaped answers its route would have loaded) whose router
// carries a visitor's (or a member's) login state, with the toasts favourites show.
import { ToastProvider } from '@design-system/Toast'
import type { MessageDescriptor } from '@lingui/core'
import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { type Auth, createAuth } from '../app/auth/auth'
import { ScreenStory } from './screenStory'

export interface BrowseScreenStoryOptions {
  /** The page's heading and description, as its route declares them. */
  page: { title: MessageDescriptor; description: MessageDescriptor }
  /** Answers already in the cache: [query key, data]. */
  seed?: readonly (readonly [QueryKey, unknown])[]
  /** A member is logged in (favourites, buying) instead of a visitor. */
  member?: boolean
  screen: () => ReactNode
}

/** A login state kept in memory only. */
function storyAuth(member: boolean): Auth {
  const auth = createAuth(() => undefined)
  if (member) auth.logIn('story-token', 'Chan Tai Man', 200457)
  return auth
}

export function BrowseScreenStory({ member = false, ...options }: BrowseScreenStoryOptions) {
  return (
    <ToastProvider>
      <ScreenStory
        {...options}
        context={(queryClient) => ({ queryClient, auth: storyAuth(member) })}
      />
    </ToastProvider>
  )
}
