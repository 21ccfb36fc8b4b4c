import { Button, buttonSizes, buttonVariants } from '@design-system/Button'
import { Inline } from '@design-system/layout'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { busyIgnoresClicks, pressedWithEnter } from './buttonPlays'

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Buy tickets', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>
export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = { play: pressedWithEnter('Buy tickets') }

export const Variants: Story = {
  render: (args) => (
    <Inline gap="sm">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
}

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="sm">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </Inline>
  ),
}

export const Loading: Story = {
  args: { loading: true },
  play: busyIgnoresClicks('Buy tickets'),
}

export const Disabled: Story = { args: { disabled: true } }

/** Unavailable for now but still focusable, so its description can say why (OTP resend). */
export const UnavailableButFocusable: Story = {
  render: (args) => (
    <Inline as="p" gap="sm">
      <Button {...args} aria-disabled aria-describedby="why">
        Resend code
      </Button>
      <span id="why">Available in 42 s</span>
    </Inline>
  ),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Resend code' })
    await expect(button).toHaveAccessibleDescription('Available in 42 s')
    button.focus()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}
