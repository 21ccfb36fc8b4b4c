import { Pagination } from '@design-system/Pagination'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
} satisfies Meta<typeof Pagination>
export default meta
type Story = StoryObj<typeof meta>

function Stateful({ pageCount }: { pageCount: number }) {
  const [page, setPage] = useState(1)
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
}

/** The landmark is named, the current page is marked, Previous is off on page 1. */
export const FirstPage: Story = {
  render: () => <Stateful pageCount={12} />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' })
    await expect(nav).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    canvas.getByRole('button', { name: 'Next page' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current')
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled()
  },
}

export const MiddleOfALongRange: Story = {
  args: { page: 24, pageCount: 48 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('…')).toHaveLength(2)
    await expect(canvas.getByRole('button', { name: 'Page 48' })).toBeInTheDocument()
  },
}

export const LastPage: Story = {
  args: { page: 48, pageCount: 48 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled()
  },
}

/** With `hrefFor` every page is a link with its own URL (search results, past events). */
export const AsLinks: Story = {
  args: {
    page: 3,
    pageCount: 9,
    onPageChange: undefined,
    label: 'Search results pages',
    hrefFor: (page: number) => `/PastEvents.html?page=${page}`,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('navigation', { name: 'Search results pages' }),
    ).toBeInTheDocument()
    const current = canvas.getByRole('link', { name: 'Page 3' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/PastEvents.html?page=4',
    )
  },
}

export const SinglePageDrawsNothing: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

export const SimplifiedChinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { page: 2, pageCount: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}
