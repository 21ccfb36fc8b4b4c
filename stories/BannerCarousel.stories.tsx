import { BannerCarousel } from '@design-system/BannerCarousel'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { sampleBanners } from './browseFixtures'

const meta = {
  title: 'Composites/BannerCarousel',
  component: BannerCarousel,
  args: { slides: sampleBanners },
} satisfies Meta<typeof BannerCarousel>
export default meta
type Story = StoryObj<typeof meta>

const visibleSlide = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[aria-roledescription="slide"]:not([hidden])')

export const FiveSlides: Story = {
  play: async ({ canvas, canvasElement }) => {
    const carousel = canvas.getByRole('region', { name: 'Featured events' })
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('1 of 5')
    // the slide's link is named by its banner's alt text
    await expect(
      within(visibleSlide(canvasElement) as HTMLElement).getByRole('link'),
    ).toHaveAccessibleName(sampleBanners[0].alt)

    // Tab order: slide link, previous, next, then play/pause and the slide picker
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('5 of 5')
    await userEvent.tab()
    await userEvent.keyboard('{Enter}{Enter}')
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('2 of 5')
    // changes the visitor makes are announced politely
    await expect(visibleSlide(canvasElement)?.parentElement).toHaveAttribute('aria-live', 'polite')

    const pickFour = canvas.getByRole('button', { name: 'Slide 4' })
    pickFour.focus()
    await userEvent.keyboard(' ')
    await expect(pickFour).toHaveAttribute('aria-current', 'true')
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('4 of 5')
  },
}

/**
 * A phone (320 px wide): previous and next leave the banner, whose words they covered, for
 * both ends of the play / pause line under it; wide (the other stories) they lie over its edges.
 */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const banner = (visibleSlide(canvasElement) as HTMLElement).getBoundingClientRect()
    for (const name of ['Previous slide', 'Next slide']) {
      const button = canvas.getByRole('button', { name }).getBoundingClientRect()
      await expect(button.top).toBeGreaterThanOrEqual(banner.bottom)
    }
  },
}

export const PlayAndPause: Story = {
  play: async ({ canvas }) => {
    // the story tests run with reduced motion, so the show starts paused
    const rotation = canvas.getByRole('button', { name: 'Play the slide show' })
    rotation.focus()
    await userEvent.keyboard('{Enter}')
    await expect(rotation).toHaveAccessibleName('Pause the slide show')
    await userEvent.keyboard('{Enter}')
    await expect(rotation).toHaveAccessibleName('Play the slide show')
  },
}

export const ChineseBanners: Story = {
  args: { slides: [sampleBanners[1], sampleBanners[0]], label: '精選節目' },
}

export const SingleSlide: Story = {
  args: { slides: [sampleBanners[2]] },
  play: async ({ canvas }) => {
    // nothing to turn: no previous, next, play or picker
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvas.getByRole('link')).toHaveAccessibleName(sampleBanners[2].alt)
  },
}

export const NoSlides: Story = {
  args: { slides: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull()
  },
}
