import { Button } from '@design-system/Button'
import { Inline } from '@design-system/layout'
import {
  notify,
  preloadToasts,
  type ToastMessage,
  ToastProvider,
  toastKinds,
  useToast,
} from '@design-system/Toast'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { expect, screen, userEvent, waitFor } from 'storybook/test'

/** Buttons that raise the notifications the app will raise. */
function Demo({ messages }: { messages: ToastMessage[] }) {
  const { notify } = useToast()
  return (
    <Inline gap="sm">
      {messages.map((message, i) => (
        <Button key={String(i)} variant="secondary" onClick={() => notify(message)}>
          {`Show ${message.kind}`}
        </Button>
      ))}
    </Inline>
  )
}

/** Shows its messages as soon as it renders, for the axe check of every kind. */
function ShowOnMount({ messages }: { messages: ToastMessage[] }) {
  const { notify } = useToast()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the story mounts
  useEffect(() => {
    for (const message of messages) notify(message)
  }, [])
  return null
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastProvider,
  args: { children: null },
  // the app loads the notifications' part with the first one; here it is there from the start
  loaders: [preloadToasts],
} satisfies Meta<typeof ToastProvider>
export default meta
type Story = StoryObj<typeof meta>

const copied: ToastMessage = { kind: 'success', title: 'URL copied to clipboard' }
const forbidden: ToastMessage = {
  kind: 'error',
  title: 'Forbidden',
  description: 'You do not have permission to view this transaction.',
}
const maintenance: ToastMessage = {
  kind: 'info',
  title: 'Scheduled maintenance',
  description: 'The site is unavailable on Wednesday 00:00–02:00 Hong Kong time.',
}

// A message the checks after a story (axe in every look, a screenshot per theme) still find: on
// a busy machine they can outlast a success message's own duration, and the screenshot lost it
const lasting = 60_000

/** A success message appears, is announced and has a named close button. */
export const CopyLink: Story = {
  render: () => (
    <ToastProvider>
      <Demo messages={[{ ...copied, duration: lasting }]} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }))
    const toast = await screen.findByText('URL copied to clipboard')
    await expect(toast).toBeVisible()
    // read out politely by screen readers, with its kind
    await waitFor(() =>
      expect(document.querySelector('[role="status"][aria-live="polite"]')).toHaveTextContent(
        'Notification Success: URL copied to clipboard',
      ),
    )
    await expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument()
    await expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument()
  },
}

// Hovering pauses the timer: design-system/Toast/Toast.browser.test.tsx, on fake timers.

/** The keyboard reaches notifications with F8 and dismisses one with Enter on its close button. */
export const KeyboardDismiss: Story = {
  render: () => (
    <ToastProvider>
      <Demo messages={[forbidden]} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }))
    await screen.findByText('Forbidden')
    // errors interrupt: read out at once
    await waitFor(() =>
      expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent(
        /Error: Forbidden/,
      ),
    )
    await userEvent.keyboard('{F8}')
    await userEvent.tab()
    await waitFor(() =>
      expect(document.activeElement?.closest('li')).toHaveTextContent('Forbidden'),
    )
    const close = screen.getByRole('button', { name: 'Dismiss notification' })
    close.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByText('Forbidden')).toBeNull())
  },
}

export const EveryKind: Story = {
  render: () => (
    <ToastProvider>
      <ShowOnMount
        messages={toastKinds.map((kind) =>
          kind === 'error'
            ? { ...forbidden, duration: lasting }
            : kind === 'info'
              ? { ...maintenance, duration: lasting }
              : { ...copied, duration: lasting },
        )}
      />
    </ToastProvider>
  ),
  play: async () => {
    await expect(await screen.findByText('Forbidden')).toBeVisible()
  },
}

export const LongChineseText: Story = {
  render: () => (
    <ToastProvider>
      <ShowOnMount
        messages={[
          {
            kind: 'error',
            title: '閣下沒有權限執行此操作',
            description:
              '系統繁忙，請稍後再試。如問題持續，請於星期一至五（公眾假期除外）上午十時至下午七時致電客戶服務熱線查詢。',
            duration: lasting,
          },
        ]}
      />
    </ToastProvider>
  ),
}

/** Code outside React (the API client's 403 handling) raises one with the imperative notify(). */
export const FromOutsideReact: Story = {
  render: () => (
    <ToastProvider>
      <p>The API answered 403.</p>
    </ToastProvider>
  ),
  play: async () => {
    notify({
      kind: 'error',
      title: 'Forbidden',
      description: 'Session expired, please log in again.',
      duration: lasting,
    })
    await expect(await screen.findByText('Session expired, please log in again.')).toBeVisible()
  },
}
