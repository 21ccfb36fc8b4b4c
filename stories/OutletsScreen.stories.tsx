import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { HelpPending } from '../app/features/help/HelpPending'
import { OutletsScreen } from '../app/features/outlets/OutletsScreen'
import { outletHelpQuery, outletListQuery } from '../app/features/outlets/outletQueries'
import { boxOfficeList, boxOfficePage } from './infoFixtures'
import { failedStory, loadingStory } from './screenStates'
import { ScreenStory } from './screenStory'

const onSearch = fn()
const help = [outletHelpQuery('boxOffices').queryKey, boxOfficePage] as const

const meta = {
  title: 'Screens/Box offices and kiosks',
  component: ScreenStory,
  args: {
    page: {
      title: msg`Box offices`,
      description: msg`Where to find box offices and when they are open.`,
      section: 'help',
    },
    seed: [[outletListQuery('boxOffices', {}).queryKey, boxOfficeList], help],
    screen: () => <OutletsScreen kind="boxOffices" search={{}} onSearch={onSearch} />,
  },
} satisfies Meta<typeof ScreenStory>
export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 box offices')).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: 'Download the box office address list (CSV)' }),
    ).toHaveAttribute('href', '/api/boxOfficeAddressList.do')
  },
}

/** A search nothing matches: the spec's message and a way back to the whole list. */
export const NoMatch: Story = {
  args: {
    seed: [[outletListQuery('boxOffices', { keyword: 'Tuen Mun' }).queryKey, { data: [] }], help],
    screen: () => (
      <OutletsScreen kind="boxOffices" search={{ keyword: 'Tuen Mun' }} onSearch={onSearch} />
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No box office or kiosk matches your search.'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Show all box offices' })).toBeVisible()
  },
}

export const Loading: Story = loadingStory(() => <HelpPending />, 'Loading the page')

export const Failed: Story = failedStory

export const SimplifiedChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 个售票处')).toBeVisible()
  },
}
