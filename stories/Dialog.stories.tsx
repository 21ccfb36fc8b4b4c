import { Button } from '@design-system/Button'
import { Dialog, DialogClose, dialogSizes } from '@design-system/Dialog'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor } from 'storybook/test'

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  args: {
    title: 'Theatre rules',
    description: 'Please read these before you buy cinema tickets.',
    trigger: <Button variant="secondary">Theatre rules</Button>,
    children: (
      <ul>
        <li>Children under 6 are not admitted; everyone aged 6 and above needs a ticket.</li>
        <li>
          Concession tickets are for people aged 60 or above, disabled people and full-time
          students.
        </li>
        <li>The theatre closes when Typhoon Signal No. 8 or above is hoisted.</li>
      </ul>
    ),
    footer: (
      <DialogClose asChild>
        <Button>I understand</Button>
      </DialogClose>
    ),
  },
} satisfies Meta<typeof Dialog>
export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Enter opens, Tab stays inside, Escape closes, focus goes back to the trigger. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Theatre rules' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Theatre rules' })
    await expect(dialog).toHaveAccessibleDescription(
      'Please read these before you buy cinema tickets.',
    )
    const close = screen.getByRole('button', { name: 'Close' })
    const confirm = screen.getByRole('button', { name: 'I understand' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    // Tab three times from wherever focus starts: it must never leave the dialog
    for (let i = 0; i < 3; i++) {
      await userEvent.tab()
      await expect([close, confirm]).toContain(document.activeElement)
    }
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(trigger).toHaveFocus()
  },
}

export const Open: Story = { args: { defaultOpen: true } }

export const WithoutDescription: Story = {
  args: {
    defaultOpen: true,
    title: 'Welcome back, Chan Tai Man',
    description: undefined,
    children: <p>You are signed in. Your favourites and wish list are ready.</p>,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Other verification</Button>
        </DialogClose>
        <DialogClose asChild>
          <Button>Back to home</Button>
        </DialogClose>
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back, Chan Tai Man' })
    await expect(dialog).not.toHaveAttribute('aria-describedby')
  },
}

export const Small: Story = {
  args: {
    defaultOpen: true,
    size: 'small',
    title: 'Seats released',
    description: 'Your hold expired, so the seats went back on sale.',
    children: undefined,
  },
}

export const LongChineseText: Story = {
  args: {
    defaultOpen: true,
    title: '購票須知及影院規則（請於購票前細閱以下全部條款及細則）',
    description: '請細閱以下規則。',
    trigger: <Button variant="secondary">影院規則</Button>,
    children: (
      <p lang="zh-Hant">
        六歲以下小童恕不招待，六歲或以上人士須憑票入場。優惠票適用於六十歲或以上長者、殘疾人士及全日制學生，入場時須出示有效證明文件。三級影片只適合十八歲或以上人士觀看。八號或以上熱帶氣旋警告信號懸掛期間，影院將會關閉，已購門票將按影院公佈安排處理。
      </p>
    ),
    footer: (
      <DialogClose asChild>
        <Button>我明白</Button>
      </DialogClose>
    ),
  },
}
