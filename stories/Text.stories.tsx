import { Stack } from '@design-system/layout'
import { Text, textSizes, textTones, textWeights } from '@design-system/Text'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Primitives/Text',
  component: Text,
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
  args: { children: 'Tickets go on sale at 10:00 on Friday.' },
} satisfies Meta<typeof Text>
export default meta
type Story = StoryObj<typeof meta>

export const Paragraph: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Tickets go on sale at 10:00 on Friday.')
    await expect(text.tagName).toBe('P')
    await expect(getComputedStyle(text).marginBlockStart).toBe('0px')
  },
}

/** Every tone on the page's background: each reads at AA (AAA in black and white). */
export const Tones: Story = {
  render: (args) => (
    <Stack gap="sm">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
}

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="sm">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
}

/** Inside a line: a span, bold, its figures of one width. */
export const InALine: Story = {
  render: () => (
    <Text>
      Total{' '}
      <Text as="span" weight="bold" numeric>
        HK$1,280.00
      </Text>
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('HK$1,280.00').tagName).toBe('SPAN')
  },
}

export const KeepsLineBreaks: Story = {
  args: { wrap: 'preLine', children: 'Doors open at 19:00.\nThe show starts at 20:00.' },
}

export const LongChineseText: Story = {
  args: {
    tone: 'muted',
    wrap: 'anywhere',
    children:
      '演唱會門票將於星期五上午十時在城市售票網及各售票處公開發售，每人每次最多可購買四張。',
  },
}
