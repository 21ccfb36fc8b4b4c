import { FavouriteButton } from '@design-system/FavouriteButton'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent } from 'storybook/test'

function Toggling({ likeCount, start }: { likeCount?: number; start: boolean }) {
  const [favourite, setFavourite] = useState(start)
  return <FavouriteButton favourite={favourite} onToggle={setFavourite} likeCount={likeCount} />
}

const meta = {
  title: 'Composites/FavouriteButton',
  component: FavouriteButton,
  args: { favourite: false, onToggle: () => undefined, likeCount: 1_830_000 },
  render: (args) => <Toggling likeCount={args.likeCount} start={args.favourite} />,
} satisfies Meta<typeof FavouriteButton>
export default meta
type Story = StoryObj<typeof meta>

export const NotYet: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Favourite/ })
    await expect(button).toHaveTextContent('1.8M')
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-pressed', 'true')
  },
}

export const Favourite: Story = { args: { favourite: true, likeCount: 999 } }

export const WithoutCount: Story = { args: { likeCount: undefined } }

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  args: { likeCount: 12_345 },
}
