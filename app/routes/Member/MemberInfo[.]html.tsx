import { msg } from '@lingui/core/macro'
import { createFileRoute, useSearch } from '@tanstack/react-router'
import { addressesQuery, memberInfoQuery, socialLoginProvidersQuery } from '../../api/queries'
import { MemberInfoPending } from '../../features/account/MemberInfoPending'
import { MemberInfoScreen } from '../../features/account/MemberInfoScreen'
import { oneOf, searchSchema } from '../../routing/searchParams'

const socialProviders = ['google', 'apple', 'facebook', 'wechat'] as const

export const Route = createFileRoute('/Member/MemberInfo.html')({
  // `linked`: a social sign-in was just linked (it comes back through Login.html)
  validateSearch: searchSchema({ linked: oneOf(socialProviders) }),
  loader: ({ context }) => {
    // the address list and sign-ins fill in as they come; the form waits for the member only
    context.queryClient.prefetchQuery(addressesQuery()).catch(() => undefined)
    context.queryClient.prefetchQuery(socialLoginProvidersQuery()).catch(() => undefined)
    return context.queryClient.ensureQueryData(memberInfoQuery())
  },
  pendingComponent: MemberInfoPending,
  staticData: {
    page: {
      title: msg`Member information`,
      description: msg`Update your personal details, event card layout and password.`,
      section: 'member',
    },
  },
  component: function MemberInfo() {
    return <MemberInfoScreen linked={useSearch({ from: '/Member/MemberInfo.html' }).linked} />
  },
})
