import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { ApiError } from '../app/api/errors'
import { subscribeMutation, unsubscribeMutation } from '../app/api/queries'
import { NewsletterScreen } from '../app/features/forms/NewsletterScreen'
import { UnsubscribeScreen } from '../app/features/forms/UnsubscribeScreen'
import { UnsubscribeSuccessScreen } from '../app/features/forms/UnsubscribeSuccessScreen'
import { ScreenStory } from './screenStory'

const newsletterInfo = {
  title: msg`Newsletter`,
  description: msg`Subscribe to the Citytix newsletter: events going on sale, offers and news.`,
}
const unsubscribeInfo = {
  title: msg`Unsubscribe from the newsletter`,
  description: msg`Stop receiving the Citytix newsletter.`,
}
const subscribed = { ...subscribeMutation, mutationFn: async () => ({ ok: true as const }) }
const subscribeFails = {
  ...subscribeMutation,
  mutationFn: async (): Promise<{ ok: true }> => {
    throw new ApiError('SUBSCRIBE_FAILED', 'Failed to subscribe.', 422)
  },
}
const notRegistered = {
  ...unsubscribeMutation,
  mutationFn: async (): Promise<{ ok: true }> => {
    throw new ApiError('EMAIL_NOT_REGISTERED', 'Email not found.', 404)
  },
}

const meta = {
  title: 'Screens/Newsletter',
  component: ScreenStory,
  args: { page: newsletterInfo, screen: () => <NewsletterScreen mutation={subscribed} /> },
} satisfies Meta<typeof ScreenStory>
export default meta
type Story = StoryObj<typeof meta>

const email = (canvas: { getByRole: (role: string, options: object) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: /^Email/ })

/** The empty form; sending it empty asks for the address. */
export const Subscribe: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Subscribe' }))
    await expect(canvas.getByText('Please enter your email address.')).toBeVisible()
    // focus moves to the field to fix
    await waitFor(() => expect(email(canvas)).toHaveFocus())
  },
}

export const Subscribed: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Email/ }), 'mei@example.hk')
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }))
    await expect(await canvas.findByRole('region', { name: 'You are subscribed.' })).toHaveFocus()
  },
}

export const SubscribeFailed: Story = {
  args: { screen: () => <NewsletterScreen mutation={subscribeFails} /> },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Email/ }), 'mei@example.hk')
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to subscribe.')
  },
}

/** An address that is not registered: told by the email field. */
export const UnsubscribeNotRegistered: Story = {
  args: {
    page: unsubscribeInfo,
    screen: () => (
      <UnsubscribeScreen email="nobody@example.hk" onDone={fn()} mutation={notRegistered} />
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Unsubscribe' }))
    await expect(
      await canvas.findByText('Email not found. Please enter your registered email address.'),
    ).toBeVisible()
  },
}

export const Unsubscribed: Story = {
  args: {
    page: {
      title: msg`Unsubscribed`,
      description: msg`You will no longer receive the newsletter.`,
    },
    screen: () => <UnsubscribeSuccessScreen />,
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Changed your mind? Subscribe again' }),
    ).toHaveAttribute('href', '/Newsletter.html')
  },
}
