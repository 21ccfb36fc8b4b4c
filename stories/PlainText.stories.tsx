import { PlainText } from '@design-system/PlainText'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Primitives/PlainText',
  component: PlainText,
  args: {
    text: 'Ten years after his first single, Jasper Lam comes home to the Coliseum with his biggest production yet.\n\nPlease note:\n- Running time about 2 hours 30 minutes without an interval\n- Suitable for ages 3 and above\n- Each person may buy up to 4 tickets\n\nLatecomers will be admitted at a suitable break.',
  },
} satisfies Meta<typeof PlainText>
export default meta
type Story = StoryObj<typeof meta>

export const ParagraphsAndList: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('paragraph')).toHaveLength(3)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
}

export const MarkupStaysText: Story = {
  args: { text: '<script>alert(1)</script> is shown as it is written.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible()
  },
}

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    text: '出道十年，林子朗帶着歷來最大型的製作重返紅館。\n\n注意事項：\n- 節目全長約2小時30分鐘，不設中場休息\n- 適合3歲或以上人士觀看\n- 每人每次最多可購票4張',
  },
}

export const HelpTextWithSitePaths: Story = {
  args: {
    linkSitePaths: true,
    text: 'Help topics:\n- Payment methods: /PaymentMethod.html\n- Frequently asked questions: /Faq.html\n\nSearch the kiosk list (/Tdm.do) by name, district or address.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Payment methods' })).toHaveAttribute(
      'href',
      '/PaymentMethod.html',
    )
    await expect(canvas.getByRole('link', { name: '/Tdm.do' })).toHaveAttribute('href', '/Tdm.do')
  },
}
