import { Image, imageVariants } from '@design-system/Image'
import { Columns, Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { picture } from './buyFixtures'

const meta = {
  title: 'Primitives/Image',
  component: Image,
  argTypes: { variant: { control: 'inline-radio', options: imageVariants } },
  args: {
    variant: 'poster',
    src: picture('#5b1436', '#c2185b', 'Neon Harbour'),
    alt: 'Poster for Neon Harbour',
    width: 600,
    height: 800,
  },
} satisfies Meta<typeof Image>
export default meta
type Story = StoryObj<typeof meta>

/** An event's poster: as wide as its column up to 20 rem, portrait. */
export const Poster: Story = {
  play: async ({ canvas }) => {
    const poster = canvas.getByRole('img', { name: 'Poster for Neon Harbour' })
    await expect(poster.getBoundingClientRect().width).toBeLessThanOrEqual(320)
  },
}

/** A film's poster beside its showtimes: 8 rem wide, the shape of a film poster. */
export const Thumbnail: Story = {
  args: {
    variant: 'thumbnail',
    src: picture('#0b4f3c', '#1f9d6b', 'Harbour Lights', 200, 300),
    alt: 'Poster for Harbour Lights',
    width: 200,
    height: 300,
  },
}

/** A seating plan: the whole picture, framed. */
export const Plan: Story = {
  args: {
    variant: 'plan',
    src: picture('#1d3557', '#457b9d', 'Stage · Stalls · Circle', 800, 500),
    alt: 'Seating plan of the Concert Hall',
    width: 800,
    height: 500,
  },
}

/** A picture that does not load keeps its shape on a quiet ground, and its words. */
export const NotLoaded: Story = { args: { src: '/no-such-poster.jpg', alt: 'Poster for Lost' } }

/** Beside its text where there is room, above it on a phone. */
export const BesideItsText: Story = {
  render: (args) => (
    <Columns template="asideLarge" gap="xl">
      <Image {...args} />
      <Stack gap="sm">
        <Text size="lg" weight="bold">
          Neon Harbour
        </Text>
        <Text tone="muted">11–20 Dec · Hong Kong Cultural Centre</Text>
      </Stack>
    </Columns>
  ),
}
