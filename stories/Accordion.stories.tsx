import { Accordion } from '@design-system/Accordion'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'

const faq = [
  {
    value: 'membership',
    title: 'Do I need to be a member to buy tickets online?',
    content: (
      <p>
        Yes. Since 1 September 2019 online purchases need a member account. You can still buy at a
        box office or by phone without one.
      </p>
    ),
  },
  {
    value: 'refund',
    title: 'Can I get a refund?',
    content: (
      <p>
        Tickets cannot be refunded or exchanged. Service, delivery and handling fees are
        non-refundable.
      </p>
    ),
  },
  {
    value: 'delivery',
    title: 'How much is delivery?',
    content: <p>From HKD 40 in Hong Kong (order 7 days before the show), HKD 45 to Macau.</p>,
  },
]

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: { items: faq },
} satisfies Meta<typeof Accordion>
export default meta
type Story = StoryObj<typeof meta>

/** Enter opens an answer, arrows move between questions, Enter again closes it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    const first = canvas.getByRole('button', { name: faq[0]?.title })
    await expect(first).toHaveFocus()
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await userEvent.keyboard('{Enter}')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText(/Since 1 September 2019/)).toBeVisible()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('button', { name: faq[1]?.title })).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}{Enter}')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    // every question is a heading, so screen-reader users can jump between them
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(faq.length)
  },
}

export const OneOpen: Story = { args: { defaultValue: 'refund' } }

export const SeveralOpen: Story = {
  args: { type: 'multiple', defaultValue: ['membership', 'delivery'], headingLevel: 2 },
}

export const LongChineseText: Story = {
  args: {
    defaultValue: 'typhoon',
    items: [
      {
        value: 'typhoon',
        title: '如天文台懸掛八號或以上熱帶氣旋警告信號，已購買的電影門票會如何處理？',
        content: (
          <p>八號或以上熱帶氣旋警告信號懸掛期間，影院將會關閉。退款或換票安排將另行公佈。</p>
        ),
      },
      {
        value: 'child',
        title: '小童需要購票嗎？',
        content: <p>六歲以下小童恕不招待；六歲或以上人士須購票。</p>,
      },
    ],
  },
}
