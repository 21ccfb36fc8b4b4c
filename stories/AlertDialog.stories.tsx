import { AlertDialog } from '@design-system/AlertDialog'
import { Button } from '@design-system/Button'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'

const meta = {
  title: 'Primitives/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Cancel this wish-list entry?',
    description:
      'Your preference for “Hong Kong Philharmonic: Mahler 5” on 14 Dec 2026 will be removed from matching. This cannot be undone.',
    confirmLabel: 'Cancel entry',
    cancelLabel: 'Keep entry',
    destructive: true,
    onConfirm: fn(),
    trigger: <Button variant="secondary">Cancel entry</Button>,
  },
} satisfies Meta<typeof AlertDialog>
export default meta
type Story = StoryObj<typeof meta>

/** Focus starts on the safe choice; Escape closes without acting. */
export const EscapeKeepsTheEntry: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Cancel entry' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this wish-list entry?' })
    await expect(dialog).toHaveAccessibleDescription(/cannot be undone/)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep entry' })).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await expect(trigger).toHaveFocus()
  },
}

export const ConfirmCancels: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel entry' }))
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.tab()
    await expect(document.activeElement).toHaveAccessibleName('Cancel entry')
    await expect(dialog.contains(document.activeElement)).toBe(true)
    await userEvent.keyboard('{Enter}')
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

export const Open: Story = { args: { defaultOpen: true } }

export const NotDestructive: Story = {
  args: {
    defaultOpen: true,
    destructive: false,
    title: 'Log out?',
    description: 'You will need to log in again to see your tickets and points.',
    confirmLabel: 'Log out',
    cancelLabel: undefined,
  },
}

export const LongChineseText: Story = {
  args: {
    defaultOpen: true,
    title: '確定取消此願望清單項目？',
    description:
      '「香港管弦樂團：馬勒第五交響曲」（二〇二六年十二月十四日晚上八時，香港文化中心音樂廳）的購票意向將不再參與抽籤配對，此操作無法復原。',
    confirmLabel: '取消項目',
    cancelLabel: '保留項目',
  },
}
