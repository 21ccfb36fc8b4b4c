import { type Presenter, PresenterBox } from '@design-system/PresenterBox'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent } from 'storybook/test'

function logo(label: string, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"><rect width="400" height="200" rx="24" fill="${colour}"/><text x="200" y="120" text-anchor="middle" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">${label}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

const presenters: Presenter[] = [
  {
    id: '11',
    name: 'Leisure and Cultural Services Department',
    logoSrc: logo('LCSD', '#1b3a6b'),
    href: '/Events.html?presenter=11',
  },
  {
    id: '12',
    name: 'West Kowloon Cultural District',
    logoSrc: logo('WKCD', '#5b1436'),
    href: '/Events.html?presenter=12',
  },
  {
    id: '13',
    name: 'Hong Kong Philharmonic Orchestra',
    logoSrc: logo('HK Phil', '#0b4f3c'),
    href: '/Events.html?presenter=13',
  },
]

function Toggling(props: { open: boolean; currentId?: string }) {
  const [open, setOpen] = useState(props.open)
  return (
    <PresenterBox
      presenters={presenters}
      open={open}
      onOpenChange={setOpen}
      currentId={props.currentId}
    />
  )
}

const meta = {
  title: 'Composites/PresenterBox',
  component: PresenterBox,
  args: { presenters, open: true, onOpenChange: () => undefined },
  render: (args) => <Toggling open={args.open} currentId={args.currentId} />,
} satisfies Meta<typeof PresenterBox>
export default meta
type Story = StoryObj<typeof meta>

export const Shown: Story = {
  args: { currentId: '13' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Hong Kong Philharmonic Orchestra' }),
    ).toHaveAttribute('aria-current', 'page')
    await userEvent.click(canvas.getByRole('button', { name: 'Hide presenters' }))
    await expect(canvas.queryByRole('link', { name: /Orchestra/ })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Show presenters' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  },
}

export const Hidden: Story = { args: { open: false } }

export const SimplifiedChinese: Story = { globals: { locale: 'zh-Hans' } }
