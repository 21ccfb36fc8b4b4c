import { SearchBox } from '@design-system/SearchBox'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'

const meta = {
  title: 'Composites/SearchBox',
  component: SearchBox,
  args: { onSearch: fn(), onClear: fn() },
} satisfies Meta<typeof SearchBox>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // the <search> landmark (Testing Library does not map that element to its role yet)
    await expect(canvasElement.querySelector('search')).toHaveAccessibleName('Search events')
    const box = canvas.getByRole('searchbox', { name: 'Search events' })
    await userEvent.click(box)
    await userEvent.keyboard('{Enter}')
    // nothing to search for: no search runs and the caret stays in the box
    await expect(args.onSearch).not.toHaveBeenCalled()
    await expect(box).toHaveFocus()
    await userEvent.keyboard('  Sevens {Enter}')
    await expect(args.onSearch).toHaveBeenCalledWith('Sevens')
  },
}

export const WithText: Story = {
  args: { defaultValue: '香港管弦樂團' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search events' })
    await expect(box).toHaveValue('香港管弦樂團')
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await expect(box).toHaveValue('')
    await expect(box).toHaveFocus()
    await expect(args.onClear).toHaveBeenCalledOnce()
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull()
  },
}

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    const box = canvas.getByRole('searchbox', { name: 'Search events' })
    await expect(box).toHaveFocus()
    await userEvent.keyboard('Kai Tak')
    // Tab reaches the clear button, then the submit button
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSearch).toHaveBeenCalledWith('Kai Tak')
    // Escape in the box clears it
    box.focus()
    await userEvent.keyboard('{Escape}')
    await expect(box).toHaveValue('')
  },
}

export const VisibleLabel: Story = { args: { showLabel: true } }
