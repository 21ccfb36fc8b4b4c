import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cdp } from 'vitest/browser'
import { renderInBrowser } from '../testing'
import { Skeleton, SkeletonGroup } from './Skeleton'

let host: HTMLElement

const setReducedMotion = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value }],
  })

beforeEach(async () => {
  host = renderInBrowser(
    <SkeletonGroup label="Loading events">
      <Skeleton width="10rem" />
    </SkeletonGroup>,
  ).host
  await expect.poll(() => host.querySelector('[aria-hidden="true"]')).toBeTruthy()
})

afterEach(async () => {
  await setReducedMotion('no-preference')
})

const bone = () => host.querySelector('[aria-hidden="true"]') as HTMLElement

describe('Skeleton', () => {
  it('pulses when the visitor allows motion', async () => {
    await setReducedMotion('no-preference')
    expect(getComputedStyle(bone()).animationName).not.toBe('none')
  })

  it('stands still when the visitor asks for reduced motion', async () => {
    await setReducedMotion('reduce')
    await expect.poll(() => getComputedStyle(bone()).animationName).toBe('none')
  })

  it('is hidden from screen readers, which hear one "Loading events" instead', () => {
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Loading events')
    expect(host.querySelector('[aria-busy="true"]')).not.toBeNull()
  })
})
