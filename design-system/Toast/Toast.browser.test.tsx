import { afterEach, describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderInBrowser } from '../testing'
import { preloadToasts, ToastProvider, useToast } from './Toast'

function Raise() {
  const { notify } = useToast()
  return (
    <button
      type="button"
      onClick={() => notify({ kind: 'success', title: 'URL copied to clipboard', duration: 600 })}
    >
      Show success
    </button>
  )
}

const shown = () =>
  Array.from(document.querySelectorAll('li')).find((item) =>
    item.textContent?.includes('URL copied to clipboard'),
  )

/**
 * Waits frame by frame until `seen` holds: expect.poll would wait on setTimeout, which the
 * test has faked, and so never come back.
 */
async function untilFrame(seen: () => boolean) {
  for (let frame = 0; frame < 1200 && !seen(); frame++) await new Promise(requestAnimationFrame)
  expect(seen()).toBe(true)
}

describe('a notification', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('stays while the pointer is on it, and goes its time after the pointer leaves', async () => {
    await preloadToasts()
    const screen = renderInBrowser(
      <ToastProvider>
        <Raise />
      </ToastProvider>,
    )
    // the notification's timers are the test's: it moves them, nothing waits for them
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await userEvent.click(screen.getByRole('button', { name: 'Show success' }))
    await untilFrame(() => shown() !== undefined)
    // the pointer comes and goes as the browser tells it: userEvent's round trip to the test
    // runner waits on setTimeout, which is faked here, and on a busy machine never returned
    const toast = shown() as HTMLElement
    const notifications = toast.closest('[role="region"]') as HTMLElement
    toast.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }))
    // far past its 600 ms
    vi.advanceTimersByTime(5000)
    await new Promise(requestAnimationFrame)
    expect(shown()).toBeVisible()
    notifications.dispatchEvent(new PointerEvent('pointerleave'))
    vi.advanceTimersByTime(600)
    await untilFrame(() => shown() === undefined)
  })
})
