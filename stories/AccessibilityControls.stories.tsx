import {
  AccessibilityControls,
  CardLayoutSwitch,
  FontSizeControl,
  ThemeSwitcher,
} from '@design-system/AccessibilityControls'
import { readCookie } from '@design-system/preferences'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'

const meta = {
  title: 'Primitives/AccessibilityControls',
  component: AccessibilityControls,
} satisfies Meta<typeof AccessibilityControls>
export default meta
type Story = StoryObj<typeof meta>

/** Runs a check that changes <html> and cookies, then puts both back as they were. */
async function restoringPreferences(check: () => Promise<void>) {
  const root = document.documentElement
  const attributes = ['data-theme', 'data-font-size', 'data-layout'].map(
    (name) => [name, root.getAttribute(name)] as const,
  )
  const cookies = ['theme', 'fontSize', 'layout'].map(
    (name) => [name, readCookie(document.cookie, name)] as const,
  )
  try {
    await check()
  } finally {
    for (const [name, value] of attributes) {
      if (value === null) root.removeAttribute(name)
      else root.setAttribute(name, value)
    }
    for (const [name, value] of cookies) {
      // biome-ignore lint/suspicious/noDocumentCookie: the parts write this same cookie string (preferences/cookies.ts)
      document.cookie =
        value === undefined
          ? `${name}=; Max-Age=0; Path=/`
          : `${name}=${encodeURIComponent(value)}; Path=/`
    }
  }
}

/** A+ makes the whole page 18 px at once and remembers it in the fontSize cookie. */
export const LargerText: Story = {
  render: () => <FontSizeControl />,
  play: async ({ canvas }) =>
    restoringPreferences(async () => {
      const group = canvas.getByRole('group', { name: 'Font size' })
      await expect(group).toBeInTheDocument()
      const standard = canvas.getByRole('button', { name: 'A standard text' })
      const larger = canvas.getByRole('button', { name: 'A+ large text' })
      await expect(standard).toHaveAttribute('aria-pressed', 'true')
      larger.focus()
      await userEvent.keyboard('{Enter}')
      await expect(document.documentElement).toHaveAttribute('data-font-size', '18')
      await expect(readCookie(document.cookie, 'fontSize')).toBe('18')
      await expect(larger).toHaveAttribute('aria-pressed', 'true')
      await expect(standard).toHaveAttribute('aria-pressed', 'false')
      await userEvent.tab({ shift: true })
      await userEvent.tab({ shift: true })
      await userEvent.keyboard(' ')
      await expect(document.documentElement).toHaveAttribute('data-font-size', '14')
      await expect(readCookie(document.cookie, 'fontSize')).toBe('14')
    }),
}

/** Night theme applies to the page at once; the pressed button follows <html>. */
export const NightTheme: Story = {
  render: () => <ThemeSwitcher />,
  play: async ({ canvas }) =>
    restoringPreferences(async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Night' }))
      await expect(document.documentElement).toHaveAttribute('data-theme', 'night')
      await expect(readCookie(document.cookie, 'theme')).toBe('night')
      await expect(canvas.getByRole('button', { name: 'Night' })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      // a change made elsewhere (another copy of the control, the first-paint script) shows here
      document.documentElement.setAttribute('data-theme', 'blackWhite')
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'Black and white' })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      )
    }),
}

export const CompactCards: Story = {
  render: () => <CardLayoutSwitch />,
  play: async ({ canvas }) =>
    restoringPreferences(async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Compact' }))
      await expect(document.documentElement).toHaveAttribute('data-layout', 'compact')
      await expect(readCookie(document.cookie, 'layout')).toBe('compact')
    }),
}

export const AllTogether: Story = {}

export const WithoutCardLayout: Story = { args: { withCardLayout: false } }

/** The controls in Traditional Chinese, from the zh-Hant catalog. */
export const TraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '字體大小' })).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'A+ 大字體' })).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: '黑白' })).toBeInTheDocument()
  },
}

export const SimplifiedChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '字体大小' })).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: '紧凑' })).toBeInTheDocument()
  },
}
