import { beforeEach, describe, expect, it } from 'vitest'
import { renderInBrowser } from '../testing'
import { Countdown } from './Countdown'

// The clock is ours: each test moves it, the component reads it on its one-second tick.
let clock = 0
const now = () => clock
const holdEnds = 10 * 60_000
let host: HTMLElement

const timer = () => host.querySelector('[role="timer"]')?.textContent
const announced = () => host.querySelector('[aria-live="polite"]')?.textContent

beforeEach(async () => {
  clock = holdEnds - (5 * 60_000 + 1000)
  host = renderInBrowser(<Countdown label="Seats held for" to={holdEnds} now={now} />).host
  await expect.poll(timer).toBe('00:05:01')
})

describe('Countdown', () => {
  it('shows the time left and says nothing while it ticks between milestones', async () => {
    expect(announced()).toBe('')
    clock += 200
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(timer()).toBe('00:05:01')
    expect(announced()).toBe('')
  })

  it('tells screen readers once when five minutes are left', async () => {
    clock += 1000
    await expect.poll(timer, { timeout: 2500 }).toBe('00:05:00')
    // the announcement is set by an effect after the tick renders: wait for that render too
    await expect.poll(announced).toBe('Seats held for 5 minutes')
    clock += 1000
    await expect.poll(timer, { timeout: 2500 }).toBe('00:04:59')
    // the message stays as it was: no new announcement
    expect(announced()).toBe('Seats held for 5 minutes')
  })

  it('ends with "Time is up" instead of the clock, even after a jump', async () => {
    clock = holdEnds
    await expect.poll(timer, { timeout: 2500 }).toBeUndefined()
    await expect.poll(announced).toBe('Time is up')
    expect(host.textContent).toContain('Time is up')
  })
})
