import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { faqQuery } from '../app/api/queries'
import { FaqScreen } from '../app/features/help/FaqScreen'
import { HelpPending } from '../app/features/help/HelpPending'
import { faqList } from './infoFixtures'
import { failedStory, loadingStory } from './screenStates'
import { ScreenStory } from './screenStory'

const onSearch = fn()

const meta = {
  title: 'Screens/FAQ',
  component: ScreenStory,
  args: {
    page: {
      title: msg`Frequently asked questions`,
      description: msg`Answers to common questions about Citytix tickets and membership.`,
      section: 'help',
    },
    seed: [[faqQuery().queryKey, faqList]],
    screen: () => <FaqScreen onSearch={onSearch} />,
  },
} satisfies Meta<typeof ScreenStory>
export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Can I get a refund?' }),
    ).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delivery' })).toBeVisible()
  },
}

/** A search: the matching answers, open, and how many there are. */
export const Found: Story = {
  args: { screen: () => <FaqScreen search="refundable" onSearch={onSearch} /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 question matches “refundable”.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Can I get a refund?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  },
}

export const NothingFound: Story = {
  args: { screen: () => <FaqScreen search="parking" onSearch={onSearch} /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing found for "parking"')).toBeVisible()
  },
}

export const Loading: Story = loadingStory(() => <HelpPending />, 'Loading the page')

export const Failed: Story = failedStory
