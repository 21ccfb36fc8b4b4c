import { Button } from '@design-system/Button'
import { Card, cardVariants } from '@design-system/Card'
import { Heading } from '@design-system/Heading'
import { Inline, Tiles } from '@design-system/layout'
import { Text } from '@design-system/Text'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Primitives/Card',
  component: Card,
  argTypes: { variant: { control: 'inline-radio', options: cardVariants } },
  args: {
    as: 'section',
    'aria-labelledby': 'hours',
    children: (
      <>
        <Heading level={2} size="md" id="hours">
          Customer service hours
        </Heading>
        <Text>Monday to Saturday, 10:00 to 20:00.</Text>
        <Text tone="muted" size="sm">
          Closed on public holidays.
        </Text>
      </>
    ),
  },
} satisfies Meta<typeof Card>
export default meta
type Story = StoryObj<typeof meta>

export const Outline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Customer service hours' })).toBeVisible()
  },
}

export const Muted: Story = { args: { variant: 'muted' } }

/** Cards side by side where there is room, one under another on a phone. */
export const InTiles: Story = {
  render: () => (
    <Tiles gap="lg">
      {cardVariants.map((variant) => (
        <Card key={variant} variant={variant} gap="sm">
          <Heading level={3} size="md">
            Hold for 10 minutes
          </Heading>
          <Text>Your seats are kept while you pay.</Text>
          <Inline gap="sm">
            <Button variant="secondary">Change seats</Button>
          </Inline>
        </Card>
      ))}
    </Tiles>
  ),
}
