import { Badge } from '@design-system/Badge'
import { Button } from '@design-system/Button'
import {
  Box,
  Columns,
  columnTemplates,
  Inline,
  PageColumn,
  Stack,
  Tiles,
} from '@design-system/layout'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Foundations/Layout',
  component: Stack,
  args: { gap: 'md' },
} satisfies Meta<typeof Stack>
export default meta
type Story = StoryObj<typeof meta>

const Tile = ({ children }: { children: string }) => (
  <Box padding="md" textAlign="center">
    <Badge tone="info" plain>
      {children}
    </Badge>
  </Box>
)

/** One under another with the same space between: a form, a list of cards. */
export const StackOfItems: Story = {
  render: (args) => (
    <Stack {...args} as="ul" maxWidth="small">
      <li>Buy tickets</li>
      <li>Collect tickets</li>
      <li>Enjoy the show</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
}

/** Side by side, wrapping when the line is full: buttons, tags, chips. */
export const InlineItems: Story = {
  render: () => (
    <Inline gap="sm" maxWidth="xsmall">
      <Button variant="primary">Buy tickets</Button>
      <Button variant="secondary">Add to wish list</Button>
      <Button variant="ghost">Share</Button>
    </Inline>
  ),
}

/** As many equal columns as fit, each at least 12, 16 or 20 rem wide. */
export const TilesFillTheWidth: Story = {
  render: () => (
    <Tiles gap="md" minColumn="small">
      {['Concerts', 'Theatre', 'Dance', 'Family', 'Sports', 'Exhibitions'].map((name) => (
        <Tile key={name}>{name}</Tile>
      ))}
    </Tiles>
  ),
}

/** A row on wide pages, a column on phones: the breakpoints follow the chosen font size. */
export const Responsive: Story = {
  render: () => (
    <Box display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }} gap="md">
      <Tile>Poster</Tile>
      <Tile>Details</Tile>
      <Tile>Prices</Tile>
    </Box>
  ),
}

/** Two columns where there is room: equal halves, a short first column, a picture beside text. */
export const TwoColumns: Story = {
  render: () => (
    <Stack gap="xl">
      {columnTemplates.map((template) => (
        <Columns key={template} template={template} gap="md">
          <Tile>{template}</Tile>
          <Tile>Second column</Tile>
        </Columns>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Second column')).toHaveLength(columnTemplates.length)
  },
}

/** The page's content column: centred between header and footer, at most 80 rem wide. */
export const PageContentColumn: Story = {
  render: () => (
    <PageColumn as="main">
      <Tile>Page content</Tile>
    </PageColumn>
  ),
}
