import { Tabs } from '@design-system/Tabs'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: {
    label: 'On-sale events',
    onValueChange: fn(),
    items: [
      {
        value: 'all',
        label: 'All',
        content: <p>42 events on sale, from concerts to Cantonese opera.</p>,
      },
      {
        value: 'daily',
        label: 'Daily recommendations',
        content: <p>Today: West Kowloon Jazz Night.</p>,
      },
      {
        value: 'today',
        label: 'On sale today',
        content: <p>3 events open for booking at 10:00.</p>,
      },
    ],
  },
} satisfies Meta<typeof Tabs>
export default meta
type Story = StoryObj<typeof meta>

/** One Tab stop for the list; arrows move and show the panel; Home / End jump. */
export const ArrowKeys: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    const all = canvas.getByRole('tab', { name: 'All' })
    await expect(all).toHaveFocus()
    await expect(all).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowRight}')
    const daily = canvas.getByRole('tab', { name: 'Daily recommendations' })
    await expect(daily).toHaveFocus()
    await expect(daily).toHaveAttribute('aria-selected', 'true')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('daily')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('West Kowloon Jazz Night')
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('tab', { name: 'On sale today' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(all).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('tabpanel')).toHaveFocus()
  },
}

/** The arrows pass over a tab that cannot be chosen, both ways; a click chooses too. */
export const WithDisabledTab: Story = {
  args: {
    items: [
      { value: 'all', label: 'All', content: <p>42 events on sale.</p> },
      { value: 'daily', label: 'Daily recommendations', content: <p>None yet.</p>, disabled: true },
      { value: 'today', label: 'On sale today', content: <p>3 events.</p> },
    ],
  },
  play: async ({ canvas, args }) => {
    const all = canvas.getByRole('tab', { name: 'All' })
    const today = canvas.getByRole('tab', { name: 'On sale today' })
    await expect(canvas.getByRole('tab', { name: 'Daily recommendations' })).toBeDisabled()
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    await expect(today).toHaveFocus()
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('3 events.')
    await userEvent.keyboard('{ArrowLeft}')
    await expect(all).toHaveFocus()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('all')
    await userEvent.keyboard('{ArrowLeft}')
    await expect(today).toHaveFocus()
    await userEvent.click(all)
    await expect(all).toHaveAttribute('aria-selected', 'true')
    await expect(today).toHaveAttribute('tabindex', '-1')
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('All')
  },
}

export const LongChineseText: Story = {
  args: {
    label: '正在售票的節目',
    defaultValue: 'today',
    items: [
      { value: 'all', label: '全部', content: <p>共四十二個節目正在售票。</p> },
      { value: 'daily', label: '每日精選推介節目', content: <p>今日推介：西九爵士之夜。</p> },
      { value: 'today', label: '今日開售（上午十時起）', content: <p>今日有三個節目開始售票。</p> },
    ],
  },
}
