import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { noticesQuery } from '../app/api/queries'
import { InboxScreen } from '../app/features/inbox/InboxScreen'
import { MemberPending } from '../app/features/member/MemberPending'
import { emptyNotices, storyNotices } from './memberFixtures'
import { answer, MemberScreenStory } from './memberScreenStory'

const page = {
  title: msg`Inbox`,
  description: msg`Notices sent to you in the last three months.`,
  section: 'member' as const,
}

const meta = {
  title: 'Screens/Inbox',
  component: MemberScreenStory,
  args: { page, seed: [answer(noticesQuery(), storyNotices)], screen: () => <InboxScreen /> },
} satisfies Meta<typeof MemberScreenStory>
export default meta
type Story = StoryObj<typeof meta>

/** Newest first; the unread ones say so, and can all be marked read. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Notices of the last 3 months. Unread: 2.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeVisible()
  },
}

/** A notice opened whole (one already read: opening it calls nothing). */
export const NoticeOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Welcome to Citytix/ }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Welcome to Citytix',
    })
    await expect(within(dialog).getByText(/^Thank you for registering\./)).toBeVisible()
  },
}

export const Empty: Story = {
  args: { seed: [answer(noticesQuery(), emptyNotices)] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No notices')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { seed: [], screen: () => <MemberPending /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your details')
  },
}

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '收件匣' })).toBeVisible()
  },
}
