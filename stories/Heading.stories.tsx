import { Heading, headingLevels, headingSizes, headingTones } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    tone: { control: 'inline-radio', options: headingTones },
  },
  args: { level: 1, children: 'Jacky Cheung 60+ Tour' },
} satisfies Meta<typeof Heading>
export default meta
type Story = StoryObj<typeof meta>

export const PageTitle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Jacky Cheung')
  },
}

/** Each level at the size it takes by default. */
export const Levels: Story = {
  render: () => (
    <Stack gap="md">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Level {level}: Hong Kong Coliseum
        </Heading>
      ))}
    </Stack>
  ),
}

/** The size is the eye's, the level the outline's: an h3 that looks like a page title. */
export const SizeApartFromLevel: Story = {
  args: { level: 3, size: 'xxl', children: 'Booking confirmed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Booking confirmed')
  },
}

export const Sizes: Story = {
  render: () => (
    <Stack gap="md">
      {headingSizes.map((size) => (
        <Heading key={size} level={2} size={size}>
          {size}: Hong Kong Coliseum
        </Heading>
      ))}
    </Stack>
  ),
}

export const Tones: Story = {
  render: () => (
    <Stack gap="md">
      {headingTones.map((tone) => (
        <Heading key={tone} level={2} size="md" tone={tone}>
          {tone}: Payment received
        </Heading>
      ))}
    </Stack>
  ),
}

export const LongChineseTitle: Story = {
  args: { children: '張學友60+巡迴演唱會香港站（紅磡香港體育館）——加場公佈及購票須知' },
}
