import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import {
  IconButton,
  iconButtonSizes,
  iconButtonVariants,
} from '../design-system/IconButton/IconButton'

const close = (
  <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true">
    <path fill="none" stroke="currentColor" strokeWidth="2" d="m3 3 10 10M13 3 3 13" />
  </svg>
)

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: close, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>
export default meta
type Story = StoryObj<typeof meta>

export const Ghost: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Close' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Close (${variant})`} />
      ))}
    </div>
  ),
}

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} label={`Close (${size})`} />
      ))}
    </div>
  ),
}

export const Loading: Story = {
  args: { loading: true, variant: 'secondary' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Close' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = { args: { disabled: true } }

export const ChineseLabel: Story = { args: { label: '關閉' } }
