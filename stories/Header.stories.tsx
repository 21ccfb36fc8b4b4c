import { Header, type HeaderProps } from '@design-system/Header'
import { Box } from '@design-system/layout'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type ReactNode, useEffect, useState } from 'react'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import type { Locale } from '../domain/preferences'

/** Stands in for the app's router: links do not leave the story, so play functions can click them. */
function StayOnPage({ children }: { children: ReactNode }) {
  useEffect(() => {
    const stay = (event: MouseEvent) => {
      const href = (event.target as Element).closest('a')?.getAttribute('href')
      if (href && !href.startsWith('#')) event.preventDefault()
    }
    document.addEventListener('click', stay)
    return () => document.removeEventListener('click', stay)
  }, [])
  return children
}

const navItems = [
  { id: 'categories', label: 'Categories', href: '/Events.html#categories' },
  { id: 'venues', label: 'Venues', href: '/Events.html#venues' },
  { id: 'search', label: 'Search', href: '/Events.html#search' },
  { id: 'past', label: 'Past events', href: '/PastEvents.html' },
]

/** Keeps the chosen language like the app does, and reports it to the actions panel. */
function WithLocale(props: HeaderProps) {
  const [locale, setLocale] = useState<Locale>(props.locale)
  return (
    <>
      <Header
        {...props}
        locale={locale}
        onLocaleChange={(next) => {
          setLocale(next)
          props.onLocaleChange(next)
        }}
      />
      <Box as="main" id="main" tabIndex={-1} padding="lg">
        <Box as="h1" margin="none">
          Events
        </Box>
      </Box>
    </>
  )
}

const meta = {
  title: 'Composites/Header',
  component: Header,
  args: { navItems, locale: 'en', onLocaleChange: fn(), member: null },
  render: (args) => <WithLocale {...args} />,
  decorators: [
    (Story) => (
      <StayOnPage>
        <Story />
      </StayOnPage>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>
export default meta
type Story = StoryObj<typeof meta>

export const Visitor: Story = {
  play: async ({ canvas }) => {
    // the first Tab reaches the skip link, which leads to the main content
    await userEvent.tab()
    const skip = canvas.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toHaveFocus()
    await expect(skip).toHaveAttribute('href', '#main')
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Citytix home page' })).toHaveFocus()
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/Login.html',
    )
  },
}

export const CurrentSection: Story = {
  args: { navItems: navItems.map((item) => ({ ...item, current: item.id === 'past' })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Past events' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

export const LanguageMenu: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Language: English' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const traditional = await screen.findByRole('menuitemradio', { name: '繁體中文' })
    await expect(traditional).toHaveAttribute('lang', 'zh-Hant')
    await expect(screen.getByRole('menuitemradio', { name: '简体中文' })).toHaveAttribute(
      'lang',
      'zh-Hans',
    )
    await expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    // arrow down twice from English, Enter chooses
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onLocaleChange).toHaveBeenCalledWith('zh-Hant')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await expect(canvas.getByRole('button', { name: 'Language: 繁體中文' })).toHaveFocus()
  },
}

export const Member: Story = {
  args: { member: { name: 'Chan Tai Man', unreadCount: 3 }, showWishList: true, onLogout: fn() },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Welcome, Chan Tai Man (3 unread)' })
    trigger.focus()
    await userEvent.keyboard('{ArrowDown}')
    const menu = await screen.findByRole('menu')
    await expect(menu).toBeVisible()
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent)
    await expect(names).toEqual([
      'My favourites',
      'Transaction history',
      'My points',
      'Wish list',
      'Inbox3(3 unread)',
      'Member info',
      'Log out',
    ])
    await expect(screen.getByRole('menuitem', { name: 'Transaction history' })).toHaveAttribute(
      'href',
      '/Member/TxnHistory.html',
    )
    // End jumps to Log out; Enter runs it
    await userEvent.keyboard('{End}{Enter}')
    await expect(args.onLogout).toHaveBeenCalledOnce()
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const MemberWithoutWishList: Story = {
  args: { member: { name: '陳大文' }, showWishList: false },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Welcome, 陳大文' }).focus()
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('menu')
    await expect(screen.queryByRole('menuitem', { name: 'Wish list' })).toBeNull()
    // without onLogout, Log out is the spec's logout page
    await expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute(
      'href',
      '/Logout.html',
    )
    await userEvent.keyboard('{Escape}')
  },
}

export const TraditionalChinese: Story = {
  args: {
    locale: 'zh-Hant',
    member: { name: '陳大文', unreadCount: 12 },
    navItems: [
      { id: 'categories', label: '節目類別', href: '/Events.html#categories' },
      { id: 'venues', label: '場地', href: '/Events.html#venues' },
      { id: 'search', label: '搜尋', href: '/Events.html#search' },
      { id: 'past', label: '過往節目', href: '/PastEvents.html', current: true },
    ],
  },
  globals: { locale: 'zh-Hant' },
}

/** A phone (320 px wide): everything but the logo folds behind the menu button. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { member: { name: 'Chan Tai Man', unreadCount: 3 } },
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' })
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull()
    // skip link, home link, then the menu button
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await expect(menuButton).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible()
    // the panel follows the button in the tab order
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Categories' })).toHaveFocus()
    // Escape closes the panel and puts focus back on the button
    await userEvent.keyboard('{Escape}')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(menuButton).toHaveFocus()
    await expect(canvas.queryByRole('link', { name: 'Categories' })).toBeNull()
  },
}

/** The phone menu open, so the story test checks the open panel in every theme and size. */
export const NarrowMenuOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { member: null },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }))
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toBeVisible()
    // choosing a destination closes the panel
    await userEvent.click(canvas.getByRole('link', { name: 'Venues' }))
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }))
  },
}
