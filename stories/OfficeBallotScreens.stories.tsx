import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { officeBallotQuery, officeBallotsQuery, type Schemas } from '../app/api/queries'
import { staffAuth } from '../app/auth/staffAuth'
import { OfficeBallotScreen } from '../app/features/office/ballots/OfficeBallotScreen'
import { OfficeBallotsScreen } from '../app/features/office/ballots/OfficeBallotsScreen'
import { shown } from './memberScreenStory'
import { OfficeScreenStory } from './officeScreenStory'

const title = {
  en: 'Hong Kong Philharmonic New Year Concert',
  'zh-Hant': '香港管弦樂團新年音樂會',
  'zh-Hans': '香港管弦乐团新年音乐会',
}
const ballots: Schemas['OfficeBallot'][] = [
  {
    performanceId: 880101,
    eventTitle: title,
    startsAt: '2026-12-31T20:00:00+08:00',
    closesAt: '2026-12-28T20:00:00+08:00',
    state: 'open',
    wishes: 1280,
  },
  {
    performanceId: 880102,
    eventTitle: title,
    startsAt: '2027-01-01T15:00:00+08:00',
    closesAt: '2026-12-29T15:00:00+08:00',
    state: 'closed',
    wishes: 412,
  },
  {
    performanceId: 880103,
    eventTitle: title,
    startsAt: '2026-12-20T20:00:00+08:00',
    closesAt: '2026-12-17T20:00:00+08:00',
    state: 'drawn',
    wishes: 96,
  },
]
const stalls = { en: 'Stalls', 'zh-Hant': '池座', 'zh-Hans': '池座' }
const balcony = { en: 'Balcony', 'zh-Hant': '樓座', 'zh-Hans': '楼座' }
const drawn: Schemas['OfficeBallotDetail'] = {
  ballot: ballots[2] as Schemas['OfficeBallot'],
  draw: {
    drawnAt: '2026-12-17T20:01:00+08:00',
    seed: '9f2c4e1a7b3d5f608e1c2a4b6d8f0e1c3a5b7d9f1e3c5a7b9d1f3e5c7a9b1d3f',
    order: [200457, 200112, 200803],
    matched: 2,
    notMatched: 1,
    results: [
      {
        wishId: 31,
        memberId: 200457,
        place: 1,
        preference: 1,
        priceZoneId: 1,
        priceZone: stalls,
        quantity: 2,
        outcome: 'matched',
        seats: ['A12', 'A13'],
      },
      {
        wishId: 17,
        memberId: 200112,
        place: 2,
        preference: 2,
        priceZoneId: 2,
        priceZone: balcony,
        quantity: 4,
        outcome: 'matched',
        seats: ['K1', 'K2', 'K3', 'K4'],
      },
      {
        wishId: 44,
        memberId: 200803,
        place: 3,
        preference: 1,
        priceZoneId: 1,
        priceZone: stalls,
        quantity: 2,
        outcome: 'notMatched',
        seats: [],
      },
    ],
  },
}
const notDrawn: Schemas['OfficeBallotDetail'] = {
  ballot: ballots[1] as Schemas['OfficeBallot'],
  draw: null,
}

const listPage = {
  title: msg`Ballots`,
  description: msg`Close the wish-list ballots, run their draws and see the seeds and results.`,
}
const resultsPage = {
  title: msg`Ballot`,
  description: msg`A wish-list ballot's seed, order and results.`,
}

const meta = {
  title: 'Screens/Box office/Ballots',
  component: OfficeScreenStory,
  beforeEach: () => () => staffAuth.signOut(),
  args: {
    page: listPage,
    path: '/Office/Ballots.html',
    role: 'event_manager',
    seed: [[officeBallotsQuery().queryKey, { data: ballots }]],
    screen: () => <OfficeBallotsScreen />,
  },
} satisfies Meta<typeof OfficeScreenStory>
export default meta
type Story = StoryObj<typeof meta>

/** An open, a closed and a drawn ballot, each with what may be done with it. */
export const BallotList: Story = {
  play: async ({ canvas }) => {
    await expect((await shown(canvas, 'Open')).length).toBe(1)
    await expect((await shown(canvas, '1,280')).length).toBe(1)
    const visible = (name: string) =>
      canvas.getAllByRole('button', { name }).filter((button) => button.checkVisibility())
    await expect(visible('Close ballot')).toHaveLength(1)
    await expect(visible('Open again')).toHaveLength(1)
    await expect(visible('Run the draw')).toHaveLength(1)
  },
}

/** The draw is asked for once more: it cannot be undone. */
export const BallotDrawConfirm: Story = {
  play: async ({ canvas, canvasElement }) => {
    const run = (await canvas.findAllByRole('button', { name: 'Run the draw' })).find((button) =>
      button.checkVisibility(),
    )
    if (run) await userEvent.click(run)
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog')
    await expect(within(dialog).getByText(/cannot be undone/)).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Run the draw' })).toBeVisible()
  },
}

/** No wish for any performance yet. */
export const BallotListEmpty: Story = {
  args: { seed: [[officeBallotsQuery().queryKey, { data: [] }]] },
  play: async ({ canvas }) => {
    await expect((await shown(canvas, 'No ballots yet')).length).toBe(1)
  },
}

/** Customer service on the ballots: not for their role. */
export const BallotListNotForTheRole: Story = {
  args: { role: 'customer_service' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not for your role')).toBeVisible()
  },
}

/** The ballots in Traditional Chinese. */
export const BallotListTraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  play: async ({ canvas }) => {
    await expect((await shown(canvas, '香港管弦樂團新年音樂會')).length).toBe(3)
    await expect(
      canvas.getAllByRole('button', { name: '進行抽籤' }).filter((b) => b.checkVisibility()),
    ).toHaveLength(1)
  },
}

/** A drawn ballot: the seed, the counts and each wish's result in the order of the draw. */
export const BallotResults: Story = {
  args: {
    page: resultsPage,
    path: '/Office/Ballot.html',
    seed: [[officeBallotQuery(880103).queryKey, drawn]],
    screen: () => <OfficeBallotScreen performanceId={880103} />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(drawn.draw?.seed ?? '')).toBeVisible()
    await expect((await shown(canvas, 'A12, A13')).length).toBe(1)
    await expect((await shown(canvas, 'Not won')).length).toBeGreaterThan(0)
  },
}

/** Closed, not drawn yet: nothing to show but the ballot itself. */
export const BallotNotDrawn: Story = {
  args: {
    ...BallotResults.args,
    seed: [[officeBallotQuery(880102).queryKey, notDrawn]],
    screen: () => <OfficeBallotScreen performanceId={880102} />,
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Not drawn yet. The seed, the order and the results show here once the draw has run.',
      ),
    ).toBeVisible()
  },
}

/** An address with no ballot: the way back to the list. */
export const BallotMissing: Story = {
  args: {
    ...BallotResults.args,
    seed: [],
    screen: () => <OfficeBallotScreen performanceId={undefined} />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No such ballot')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'All ballots' })).toBeVisible()
  },
}

/** The results in Traditional Chinese. */
export const BallotResultsTraditionalChinese: Story = {
  args: BallotResults.args,
  globals: { locale: 'zh-Hant' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /香港管弦樂團新年音樂會/ }),
    ).toBeVisible()
    await expect((await shown(canvas, '池座')).length).toBe(2)
  },
}
