import { msg } from '@lingui/core/macro'
import { createFileRoute, useSearch } from '@tanstack/react-router'
import { searchQuery } from '../api/queries'
import { SearchPending } from '../features/search/SearchPending'
import { SearchScreen } from '../features/search/SearchScreen'
import { searchPageSchema } from '../features/search/searchSearch'

export const Route = createFileRoute('/Search.html')({
  validateSearch: searchPageSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (deps.q) await context.queryClient.ensureQueryData(searchQuery(deps.q, deps.page))
  },
  pendingComponent: SearchPending,
  staticData: {
    page: {
      title: msg`Search`,
      description: msg`Find events on Citytix by name, artist, presenter or venue.`,
    },
  },
  component: function SearchPage() {
    return <SearchScreen search={useSearch({ from: '/Search.html' })} />
  },
})
