import * as icons from '@design-system/icons'
import { Box, Inline, Stack, Tiles } from '@design-system/layout'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const { Icon: _frame, iconSizes, ...drawn } = icons

const meta = {
  title: 'Foundations/Icons',
  component: icons.CloseIcon,
  argTypes: { size: { control: 'inline-radio', options: iconSizes } },
} satisfies Meta<typeof icons.CloseIcon>
export default meta
type Story = StoryObj<typeof meta>

/** Every icon, named; parts never draw their own. They take the colour and size of the text. */
export const All: Story = {
  render: (args) => (
    <Tiles as="ul" minColumn="small" gap="md">
      {Object.entries(drawn).map(([name, Drawn]) => (
        <Inline as="li" key={name} gap="sm" wrap={false}>
          <Drawn {...args} />
          <span>{name}</span>
        </Inline>
      ))}
    </Tiles>
  ),
  play: async ({ canvasElement }) => {
    // decoration only: the words beside an icon carry its meaning
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true')
    }
  },
}

/** 1em, 1.25em (default), 1.5em and 2.5em of the text around them. */
export const Sizes: Story = {
  render: () => (
    <Stack gap="md">
      {(['md', 'xl'] as const).map((fontSize) => (
        <Inline key={fontSize} gap="lg" fontSize={fontSize}>
          {iconSizes.map((size) => (
            <icons.SearchIcon key={size} size={size} />
          ))}
          <Box as="span">Search</Box>
        </Inline>
      ))}
    </Stack>
  ),
}
