import { IconButton, iconButtonSizes, iconButtonVariants } from '@design-system/IconButton'
import { CloseIcon } from '@design-system/icons'
import { Inline } from '@design-system/layout'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { busyIgnoresClicks, pressedWithEnter } from './buttonPlays'

const close = <CloseIcon />

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

export const Ghost: Story = { play: pressedWithEnter('Close') }

export const Variants: Story = {
  render: (args) => (
    <Inline gap="sm">
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Close (${variant})`} />
      ))}
    </Inline>
  ),
}

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="sm">
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} label={`Close (${size})`} />
      ))}
    </Inline>
  ),
}

export const Loading: Story = {
  args: { loading: true, variant: 'secondary' },
  play: busyIgnoresClicks('Close'),
}

export const Disabled: Story = { args: { disabled: true } }

export const ChineseLabel: Story = { args: { label: '關閉' } }
