import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Button, buttonSizes, buttonVariants } from '../design-system/Button/Button'

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

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Buy tickets' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
}

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Buy tickets' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = { args: { disabled: true } }

/** Unavailable for now but still focusable, so its description can say why (OTP resend). */
export const UnavailableButFocusable: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} aria-disabled aria-describedby="why">
        Resend code
      </Button>
      <span id="why">Available in 42 s</span>
    </p>
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
