import { EventCard, type EventCardProps, EventCardSkeleton } from '@design-system/EventCard'
import { Box, Tiles } from '@design-system/layout'
import { SkeletonGroup } from '@design-system/Skeleton'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { cardLayouts } from '../domain/preferences'
import { sampleEvents } from './browseFixtures'

const [philharmonic, opera, sevens, gruffalo] = sampleEvents

const meta = {
  title: 'Composites/EventCard',
  component: EventCard,
  args: { ...philharmonic, onToggleFavourite: fn() },
  argTypes: { layout: { control: 'inline-radio', options: [undefined, ...cardLayouts] } },
  decorators: [
    (Story, { parameters }) => (
      <Box maxWidth={parameters.cardWidth ?? 'small'}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof EventCard>
export default meta
type Story = StoryObj<typeof meta>

export const Comfortable: Story = {
  args: { layout: 'comfortable' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Hong Kong Philharmonic: New Year Celebration' }),
    ).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: 'Hong Kong Philharmonic: New Year Celebration' }),
    ).toHaveAttribute('href', '/Events/hkpo-new-year.html')
    await expect(canvas.getByText('From HK$280')).toBeVisible()
    await expect(canvas.getByText('1.2K')).toBeVisible()
    const heart = canvas.getByRole('button', {
      name: /Favourite: Hong Kong Philharmonic: New Year Celebration/,
    })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    // the card link and the heart are two separate tab stops
    await userEvent.tab()
    await expect(canvas.getByRole('link')).toHaveFocus()
    await userEvent.tab()
    await expect(heart).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(true)
  },
}

export const Compact: Story = { args: { layout: 'compact' } }

/** Follows the Card layout toolbar (the site-wide `<html data-layout>` preference). */
export const FollowsSitePreference: Story = { args: { layout: undefined } }

function FavouriteToggle(props: EventCardProps) {
  const [favourite, setFavourite] = useState(true)
  const [likes, setLikes] = useState(props.likeCount ?? 0)
  return (
    <EventCard
      {...props}
      favourite={favourite}
      likeCount={likes}
      onToggleFavourite={(next) => {
        setFavourite(next)
        setLikes((n) => n + (next ? 1 : -1))
        props.onToggleFavourite?.(next)
      }}
    />
  )
}

export const Favourited: Story = {
  args: { ...gruffalo },
  render: (args) => <FavouriteToggle {...args} />,
  play: async ({ canvas }) => {
    const heart = canvas.getByRole('button', { name: /Favourite: The Gruffalo/ })
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(heart).toHaveAccessibleName(/42 likes/)
    await userEvent.click(heart)
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await expect(heart).toHaveAccessibleName(/41 likes/)
  },
}

export const MillionsOfLikes: Story = {
  args: { ...sevens },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2.4M')).toBeVisible()
    await expect(canvas.getByText('From HK$1,300')).toBeVisible()
  },
}

export const LongChineseText: Story = {
  args: {
    ...opera,
    title: '香港藝術節呈獻：粵劇《帝女花》六十五周年紀念演出——任白經典重現舞台（附英文字幕）',
    venue: '香港文化中心大劇院（九龍尖沙咀梳士巴利道十號）',
  },
}

export const WithoutPoster: Story = { args: { posterSrc: undefined } }

export const BrokenPoster: Story = {
  // bytes that are not an image: the browser reports the failure at once, offline
  args: { posterSrc: 'data:image/png;base64,AAAA' },
  play: async ({ canvas }) => {
    // a poster that fails to load is replaced by the placeholder, not a broken-image icon
    await expect(await canvas.findByRole('article')).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('img')).toBeNull(), { timeout: 5000 })
  },
}

export const PriceNotAnnounced: Story = {
  args: { priceFrom: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/From HK\$/)).toBeNull()
  },
}

export const WithoutFavourites: Story = {
  args: { onToggleFavourite: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Grid: Story = {
  parameters: { cardWidth: 'none' },
  render: (args) => (
    <Tiles as="ul" gap="lg" minColumn="medium">
      {sampleEvents.map((event, index) => (
        <li key={event.id}>
          <EventCard
            {...event}
            favourite={index === 1}
            onToggleFavourite={args.onToggleFavourite}
            layout={args.layout}
          />
        </li>
      ))}
    </Tiles>
  ),
}

/** While the list loads: placeholders in the card's shape, announced once as loading. */
export const Loading: Story = {
  parameters: { cardWidth: 'none' },
  render: (args) => (
    <SkeletonGroup label="Loading events">
      <Tiles gap="lg" minColumn="medium">
        {[1, 2, 3].map((key) => (
          <EventCardSkeleton key={key} layout={args.layout} />
        ))}
      </Tiles>
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading events')
  },
}
