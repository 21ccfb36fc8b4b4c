import { ChatButton, chatButtonPlacements } from '@design-system/ChatButton'
import { Box } from '@design-system/layout'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'

const meta = {
  title: 'Composites/ChatButton',
  component: ChatButton,
  args: { placement: 'inline' },
  argTypes: { placement: { control: 'inline-radio', options: chatButtonPlacements } },
} satisfies Meta<typeof ChatButton>
export default meta
type Story = StoryObj<typeof meta>

export const WithChatUrl: Story = {
  args: { chatUrl: 'https://chat.citytix.invalid/cs' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Chat with customer service (opens in a new window)',
    })
    await expect(link).toHaveAttribute('target', '_blank')
  },
}

export const WithHandler: Story = {
  args: { onOpenChat: fn() },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Chat with customer service' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onOpenChat).toHaveBeenCalledOnce()
  },
}

export const Floating: Story = {
  args: { placement: 'floating', onOpenChat: fn() },
  render: (args) => (
    <Box paddingBlock="xxxl">
      <p>The button stays in the bottom corner of the window while the page scrolls.</p>
      <ChatButton {...args} />
    </Box>
  ),
}

export const NotConfigured: Story = {
  play: async ({ canvasElement }) => {
    // no chat configured: nothing to press
    await expect(canvasElement.querySelector('a, button')).toBeNull()
  },
}
