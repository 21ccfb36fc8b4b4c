import { Footer } from '@design-system/Footer'
import { Box } from '@design-system/layout'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Composites/Footer',
  component: Footer,
  args: { hotline: '+852 3165 1234', year: 2026 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible()
    const help = canvas.getByRole('navigation', { name: 'Help and information' })
    await expect(help).toBeVisible()
    // links lead to the spec's routes
    for (const [name, href] of [
      ['How to buy tickets', '/BuyTickets.html'],
      ['Payment methods', '/PaymentMethod.html'],
      ['Service fee', '/ServiceFee.html'],
      ['Ticket collection', '/TicketCollection.html'],
      ['Box offices', '/BoxOffice.html'],
      ['Ticketing terminals', '/TicketingTerminal.html'],
      ['FAQ', '/Faq.html'],
      ['Contact us', '/CS.html'],
      ['Newsletter', '/Newsletter.html'],
      ['Privacy policy', '/ReleaseNotes.html#privacypolicy'],
      ['Terms and conditions', '/ReleaseNotes.html#termsconditions'],
    ] as const) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    // no blog address given, so no blog link
    await expect(canvas.queryByRole('link', { name: 'Blog' })).toBeNull()
    await expect(canvas.getByRole('link', { name: '+852 3165 1234' })).toHaveAttribute(
      'href',
      'tel:+85231651234',
    )
    await expect(
      canvas.getByText('10am to 7pm, Monday to Friday, except public holidays'),
    ).toBeVisible()
    await expect(canvas.getByText('© 2026 Citytix. All rights reserved.')).toBeVisible()
  },
}

export const WithBlogAndLanguagePrefix: Story = {
  args: {
    hrefs: {
      blog: 'https://blog.citytix.invalid/',
      howToBuy: '/zh_hk/BuyTickets.html',
      contactUs: '/zh_hk/CS.html',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      'https://blog.citytix.invalid/',
    )
    await expect(canvas.getByRole('link', { name: 'How to buy tickets' })).toHaveAttribute(
      'href',
      '/zh_hk/BuyTickets.html',
    )
  },
}

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <Box maxWidth="small">
        <Story />
      </Box>
    ),
  ],
}
