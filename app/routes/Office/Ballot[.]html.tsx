import { msg } from '@lingui/core/macro'
import { createFileRoute, useSearch } from '@tanstack/react-router'
import { OfficeBallotScreen } from '../../features/office/ballots/OfficeBallotScreen'
import { positiveInteger, searchSchema } from '../../routing/searchParams'

export const Route = createFileRoute('/Office/Ballot.html')({
  // `?performance=` names the performance whose ballot is shown
  validateSearch: searchSchema({ performance: positiveInteger }),
  staticData: {
    page: {
      title: msg`Ballot`,
      description: msg`A wish-list ballot's seed, order and results.`,
    },
  },
  component: function OfficeBallot() {
    const { performance } = useSearch({ from: '/Office/Ballot.html' })
    return <OfficeBallotScreen performanceId={performance} />
  },
})
