import { NoticeList, NoticeListItem, type NoticeListItemProps } from '@design-system/NoticeListItem'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'

/** An inbox that marks a notice read when it is opened, as the screen does. */
function Inbox({
  notices,
  onOpen,
}: {
  notices: Omit<NoticeListItemProps, 'onOpen'>[]
  onOpen: (id: string) => void
}) {
  const [readIds, setReadIds] = useState(
    () => new Set(notices.filter((n) => n.read).map((n) => n.id)),
  )
  return (
    <NoticeList aria-label="Inbox">
      {notices.map((notice) => (
        <NoticeListItem
          key={notice.id}
          {...notice}
          read={readIds.has(notice.id)}
          onOpen={(id) => {
            setReadIds((ids) => new Set(ids).add(id))
            onOpen(id)
          }}
        />
      ))}
    </NoticeList>
  )
}

const notices = [
  {
    id: 'n1',
    title: 'Wish list result: Hong Kong Philharmonic Orchestra New Year Gala',
    sentAt: '2026-11-20T02:30:00Z',
    excerpt:
      'Your wish list entry has been matched. 2 tickets in Zone A have been paid with 2,560 points.',
    read: false,
  },
  {
    id: 'n2',
    title: 'System maintenance on Wednesday 00:00–02:00',
    sentAt: '2026-11-17T09:00:00Z',
    excerpt: 'Online ticketing will be unavailable during scheduled maintenance.',
    read: true,
  },
  {
    id: 'n3',
    title: 'Points expiring soon',
    sentAt: '2026-11-01T01:00:00Z',
    excerpt: '1,200 points will expire on 31 December 2026.',
    read: false,
  },
]

const meta = {
  title: 'Composites/NoticeListItem',
  component: NoticeListItem,
  args: { ...notices[0], onOpen: fn() } as NoticeListItemProps,
  render: (args) => (
    <NoticeList aria-label="Inbox">
      <NoticeListItem {...args} />
    </NoticeList>
  ),
} satisfies Meta<typeof NoticeListItem>
export default meta
type Story = StoryObj<typeof meta>

export const Unread: Story = {
  play: async ({ canvas, args }) => {
    const notice = canvas.getByRole('button', { name: /^Unread Wish list result/ })
    notice.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onOpen).toHaveBeenCalledWith('n1')
  },
}

export const Read: Story = { args: { ...notices[1] } }

export const WithoutExcerpt: Story = { args: { excerpt: undefined } }

export const Inboxes: Story = {
  render: (args) => <Inbox notices={notices} onOpen={args.onOpen} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Unread')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: /Points expiring soon/ }))
    await expect(canvas.getAllByText('Unread')).toHaveLength(1)
  },
}

export const LongChineseText: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    title:
      '願望清單結果：香港管弦樂團新年音樂會（香港文化中心音樂廳）—— 閣下的積分不足，請增值後於會員服務 > 願望清單重新付款',
    excerpt:
      '閣下的願望清單已配對成功，但積分不足以支付兩張甲區門票。請於七日內增值積分並重新付款，逾期門票將會釋出。',
    read: false,
  },
}
