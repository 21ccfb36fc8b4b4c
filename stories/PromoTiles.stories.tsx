import { PromoTiles } from '@design-system/PromoTiles'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleEvents } from './browseFixtures'

const meta = {
  title: 'Composites/PromoTiles',
  component: PromoTiles,
  args: {
    tiles: sampleEvents.slice(0, 3).map((event) => ({
      id: event.id,
      title: `${event.title}: on sale now`,
      imageSrc: event.posterSrc,
      href: event.href,
    })),
  },
} satisfies Meta<typeof PromoTiles>
export default meta
type Story = StoryObj<typeof meta>

export const ThreeTiles: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3)
  },
}

export const OneTile: Story = {
  args: {
    tiles: [
      {
        id: 'opera',
        title: '粵劇《帝女花》12月1日開售',
        imageSrc: sampleEvents[1].posterSrc,
        href: sampleEvents[1].href,
      },
    ],
  },
}
