import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { contactMutation, helpPageQuery } from '../app/api/queries'
import { HelpArticle } from '../app/features/help/HelpArticle'
import { HelpPending } from '../app/features/help/HelpPending'
import { CustomerServiceScreen, DeliveryScreen } from '../app/features/help/HelpScreens'
import { hongKongInstant } from '../domain/hongKongTime'
import { customerServicePage, deliveryPage, emptyHelpPage } from './infoFixtures'
import { failedStory, loadingStory } from './screenStates'
import { ScreenStory } from './screenStory'

const deliveryInfo = {
  title: msg`Ticket collection and delivery`,
  description: msg`Collection methods, delivery fees and the last day for delivery.`,
  section: 'help' as const,
}
const customerServiceInfo = {
  title: msg`Customer service`,
  description: msg`Contact Citytix customer service: opening hours, hotline and enquiry form.`,
  section: 'help' as const,
}
/** A Wednesday at 3pm in Hong Kong: customer service open. */
const wednesdayAfternoon = hongKongInstant(2026, 11, 18, 15, 0)

const meta = {
  title: 'Screens/Help pages',
  component: ScreenStory,
  parameters: { layout: 'padded' },
  args: {
    page: deliveryInfo,
    seed: [[helpPageQuery('Delivery').queryKey, deliveryPage]],
    screen: () => <DeliveryScreen />,
  },
} satisfies Meta<typeof ScreenStory>
export default meta
type Story = StoryObj<typeof meta>

/** The delivery page: its text, with the fees and last days as a table from domain/delivery. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ticket collection and delivery' }),
    ).toBeVisible()
    await expect(
      canvas.getAllByRole('rowheader', { name: 'Mainland China' })[0],
    ).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: '/DeliveryChangeRequest.html' })).toHaveAttribute(
      'href',
      '/DeliveryChangeRequest.html',
    )
    await expect(canvas.getByText('Last updated: 1 October 2026')).toBeVisible()
  },
}

export const Loading: Story = loadingStory(() => <HelpPending />, 'Loading the page')

/** A page without sections yet: the heading and the date, nothing broken. */
export const Empty: Story = {
  args: {
    page: { title: msg`About us`, description: msg`About Citytix.` },
    seed: [[helpPageQuery('AboutUs').queryKey, emptyHelpPage]],
    screen: () => <HelpArticle page="AboutUs" />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'About us' })).toBeVisible()
  },
}

export const Failed: Story = failedStory

/**
 * Customer service on a Wednesday afternoon: both lines open. Sending the form empty names
 * each missing field; filled in, it answers with the reference number.
 */
export const CustomerService: Story = {
  args: {
    page: customerServiceInfo,
    seed: [[helpPageQuery('CS').queryKey, customerServicePage]],
    screen: () => (
      <CustomerServiceScreen
        now={wednesdayAfternoon}
        contact={{
          ...contactMutation,
          mutationFn: async () => ({ referenceNo: 'CS-20261118-0042' }),
        }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Open now, until 7 pm')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }))
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveFocus())
    await expect(canvas.getByText('Please enter your name.')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Chan Tai Man')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'taiman@example.com.hk')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Contact number/ }), '9123 4567')
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Your enquiry/ }),
      'Can I collect my tickets at Sha Tin Town Hall?',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }))
    const sent = await canvas.findByRole('region', {
      name: 'Thank you. We have received your enquiry.',
    })
    await expect(within(sent).getByText('Your reference number is CS-20261118-0042.')).toBeVisible()
  },
}

/** On a public holiday customer service is closed; phone booking is open. */
export const CustomerServiceOnAHoliday: Story = {
  args: {
    page: customerServiceInfo,
    seed: [[helpPageQuery('CS').queryKey, customerServicePage]],
    screen: () => <CustomerServiceScreen now={hongKongInstant(2026, 12, 25, 12, 0)} />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Closed today: it is a public holiday')).toBeVisible()
    await expect(canvas.getByText('Open now, until 8 pm')).toBeVisible()
  },
}

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '取票及送遞' })).toBeVisible()
  },
}
