import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInBrowser } from '../testing'
import { Countdown } from './Countdown'

// The clock is ours: each test moves it, and fires the component's one-second tick (fake
// intervals: React still renders on its own real scheduler).
let clock = 0
const now = () => clock
const holdEnds = 10 * 60_000
let host: HTMLElement

const timer = () => host.querySelector('[role="timer"]')?.textContent
const announced = () => host.querySelector('[aria-live="polite"]')?.textContent

const onExpire = vi.fn()
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  onExpire.mockClear()
  clock = holdEnds - (5 * 60_000 + 1000)
  host = renderInBrowser(
    <Countdown label="Seats held for" to={holdEnds} now={now} onExpire={onExpire} />,
  ).host
  await expect.poll(timer).toBe('00:05:01')
})
afterEach(() => {
  vi.useRealTimers()
})

/** One tick of the component's clock, `by` ms of ours later. */
const tick = (by: number) => {
  clock += by
  vi.advanceTimersByTime(1000)
}

describe('Countdown', () => {
  it('shows the time left and says nothing while it ticks between milestones', async () => {
    expect(announced()).toBe('')
    tick(200)
    tick(0)
    // a render the ticks might have started
    await new Promise(requestAnimationFrame)
    expect(timer()).toBe('00:05:01')
    expect(announced()).toBe('')
  })

  it('tells screen readers once when five minutes are left', async () => {
    tick(1000)
    await expect.poll(timer).toBe('00:05:00')
    // the announcement is set by an effect after the tick renders: wait for that render too
    await expect.poll(announced).toBe('Seats held for 5 minutes')
    tick(1000)
    await expect.poll(timer).toBe('00:04:59')
    // the message stays as it was: no new announcement
    expect(announced()).toBe('Seats held for 5 minutes')
  })

  it('ends with "Time is up" instead of the clock, even after a jump', async () => {
    tick(holdEnds - clock)
    await expect.poll(timer).toBeUndefined()
    await expect.poll(announced).toBe('Time is up')
    expect(host.textContent).toContain('Time is up')
    expect(onExpire).toHaveBeenCalledOnce()
    // and stops: later ticks say nothing more
    tick(5000)
    await new Promise(requestAnimationFrame)
    expect(onExpire).toHaveBeenCalledOnce()
  })
})
