import { Box, Inline } from '@design-system/layout'
import { Skeleton, SkeletonGroup, skeletonShapes } from '@design-system/Skeleton'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  args: { shape: 'text', width: '16rem' },
} satisfies Meta<typeof Skeleton>
export default meta
type Story = StoryObj<typeof meta>

export const TextLine: Story = {
  play: async ({ canvasElement }) => {
    // decorative: hidden from screen readers
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeInTheDocument()
  },
}

export const Block: Story = { args: { shape: 'block', width: '12rem', height: '8rem' } }

export const Circle: Story = { args: { shape: 'circle', width: '3rem' } }

/** An event's poster while the event loads, in the shape Image's poster takes. */
export const Poster: Story = { args: { shape: 'poster', width: undefined } }

/** An event card while it loads: one polite "Loading events" for the whole group. */
export const EventCardLoading: Story = {
  render: () => (
    <SkeletonGroup label="Loading events">
      {[1, 2].map((card) => (
        <Inline key={card} gap="md" align="start" wrap={false} maxWidth="small">
          <Skeleton shape="block" width="6rem" height="8rem" />
          <Box flexGrow={1}>
            <Skeleton width="80%" />
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Box>
        </Inline>
      ))}
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading events')
  },
}

/** Stops pulsing when the visitor asks for less motion. */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const bone = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement
    const animation = getComputedStyle(bone).animationName
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    await expect(animation === 'none').toBe(reduced)
  },
}
