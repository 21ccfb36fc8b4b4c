import { Button } from '@design-system/Button'
import { IconButton } from '@design-system/IconButton'
import { HeartIcon } from '@design-system/icons'
import { Tooltip, tooltipSides } from '@design-system/Tooltip'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

// no native title: the tooltip is the hint
const HeartButton = () => (
  <IconButton label="Add to favourites" title="" icon={<HeartIcon />} variant="secondary" />
)

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  argTypes: { side: { control: 'inline-radio', options: tooltipSides } },
  args: { content: 'Add to favourites', children: <HeartButton /> },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>
export default meta
type Story = StoryObj<typeof meta>

/** Closed: keyboard focus shows it (covered with a real keyboard in Tooltip.browser.test.tsx). */
export const Closed: Story = {
  play: async ({ canvas }) => {
    // the button says it all without the tooltip
    await expect(canvas.getByRole('button', { name: 'Add to favourites' })).toBeInTheDocument()
  },
}

export const Open: Story = { args: { open: true } }

export const LongChineseText: Story = {
  args: {
    open: true,
    side: 'bottom',
    content: '加入我的最愛後，可於「會員服務 > 我的最愛」查看此節目的最新消息及開售時間。',
    children: <Button variant="secondary">加入我的最愛</Button>,
  },
}
