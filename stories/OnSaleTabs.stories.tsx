import { EventCard } from '@design-system/EventCard'
import { Stack } from '@design-system/layout'
import { OnSaleTabs, type OnSaleTabsProps } from '@design-system/OnSaleTabs'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import type { OnSaleTab } from '../domain/filters'
import { sampleEvents } from './browseFixtures'

const listFor: Record<OnSaleTab, readonly (typeof sampleEvents)[number][]> = {
  all: sampleEvents,
  dailyRecommendations: [sampleEvents[1], sampleEvents[3]],
  onSaleToday: [sampleEvents[2]],
}

/** What a screen does: keep the tab, show that tab's events as the panel. */
function Screen(props: OnSaleTabsProps) {
  const [tab, setTab] = useState(props.value)
  return (
    <OnSaleTabs
      {...props}
      value={tab}
      onChange={(next) => {
        setTab(next)
        props.onChange(next)
      }}
    >
      <Stack as="ul" gap="md" maxWidth="medium">
        {listFor[tab].map((event) => (
          <li key={event.id}>
            <EventCard {...event} layout="compact" />
          </li>
        ))}
      </Stack>
    </OnSaleTabs>
  )
}

const meta = {
  title: 'Composites/OnSaleTabs',
  component: OnSaleTabs,
  args: { value: 'all', onChange: fn(), children: null },
  render: (args) => <Screen {...args} />,
} satisfies Meta<typeof OnSaleTabs>
export default meta
type Story = StoryObj<typeof meta>

export const All: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'On-sale events' })).toBeVisible()
    const all = canvas.getByRole('tab', { name: 'All' })
    await expect(all).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Hong Kong Sevens 2027')
    // arrow keys move between tabs and show the tab's list at once
    await userEvent.tab()
    await expect(all).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Daily recommendations' })).toHaveFocus()
    await expect(args.onChange).toHaveBeenLastCalledWith('dailyRecommendations')
    await expect(canvas.getByRole('tabpanel')).not.toHaveTextContent('Hong Kong Sevens 2027')
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('tab', { name: 'On sale today' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}

export const OnSaleToday: Story = { args: { value: 'onSaleToday' } }
