import { msg } from '@lingui/core/macro'
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import { loginSearchSchema } from '../../auth/targetUrl'
import { OfficeLoginScreen } from '../../features/office/login/OfficeLoginScreen'

export const Route = createFileRoute('/Office/Login.html')({
  validateSearch: loginSearchSchema,
  staticData: {
    page: {
      title: msg`Box office sign-in`,
      description: msg`Citytix staff sign in with their password and authenticator code.`,
    },
  },
  component: function OfficeLogin() {
    const { targetUrl } = useSearch({ from: '/Office/Login.html' })
    const navigate = useNavigate()
    return (
      <OfficeLoginScreen
        asked={targetUrl !== undefined}
        onSignedIn={() => {
          // only back into the office: a member page has nothing for a staff session
          const back = targetUrl?.startsWith('/Office/') ? targetUrl : '/Office/'
          navigate({ href: back, replace: true }).catch(() => undefined)
        }}
      />
    )
  },
})
