import { Inline } from '@design-system/layout'
import { Spinner } from '@design-system/Spinner'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>
export default meta
type Story = StoryObj<typeof meta>

/** On its own it is a status that says "Loading". */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
  },
}

export const SaysWhatIsLoading: Story = {
  args: { label: 'Loading seat plan' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading seat plan' })).toBeInTheDocument()
  },
}

/** Inside something that already says it is busy (a loading Button), it is only decoration. */
export const Decorative: Story = {
  args: { label: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull()
  },
}

/** It takes the size and colour of the text around it. */
export const FollowsTheText: Story = {
  render: () => (
    <Inline as="p" gap="md" fontSize="xxl" margin="none">
      <Spinner label="Loading events" /> Loading events…
    </Inline>
  ),
}
