import { cinemaPurchaseSteps, eventPurchaseSteps, Stepper } from '@design-system/Stepper'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Composites/Stepper',
  component: Stepper,
  args: { steps: eventPurchaseSteps, currentId: 'basket' },
  argTypes: {
    currentId: { control: 'select', options: eventPurchaseSteps.map((step) => step.id) },
  },
} satisfies Meta<typeof Stepper>
export default meta
type Story = StoryObj<typeof meta>

export const FirstStep: Story = {}

export const Preview: Story = {
  args: { currentId: 'preview' },
  play: async ({ canvas }) => {
    const current = canvas.getByRole('listitem', { current: 'step' })
    await expect(current).toHaveTextContent('Step 3: Preview')
    const items = canvas.getAllByRole('listitem')
    await expect(items[0]).toHaveTextContent('Step 1, completed: Basket')
    await expect(items[4]).not.toHaveAttribute('aria-current')
  },
}

export const Receipt: Story = { args: { currentId: 'receipt' } }

export const CinemaSeats: Story = {
  args: { steps: cinemaPurchaseSteps, currentId: 'seats', label: 'Cinema ticket steps' },
}

export const LongChineseLabels: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    steps: [
      { id: 'basket', label: '購物籃（香港文化中心音樂廳 — 香港管弦樂團新年音樂會）' },
      { id: 'collection', label: '選擇取票方法及付款方式' },
      { id: 'preview', label: '預覽交易' },
      { id: 'confirm', label: '確認' },
      { id: 'receipt', label: '收據' },
    ],
    currentId: 'collection',
    label: '購票步驟',
  },
}

/** A phone (320 px wide): the five markers on one line, the current step named beneath. */
export const Phone: Story = {
  args: { currentId: 'collectionAndPayment' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem')
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)))
    await expect(tops.size).toBe(1)
    await expect(canvas.getByText('Step 2 of 5: Collection and payment')).toBeVisible()
  },
}
