import '../tokens/global.css'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cdp } from 'vitest/browser'
import { Skeleton, SkeletonGroup } from './Skeleton'

let host: HTMLDivElement
let root: Root

const setReducedMotion = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value }],
  })

beforeEach(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  root.render(
    <I18nProvider i18n={i18n}>
      <SkeletonGroup label="Loading events">
        <Skeleton width="10rem" />
      </SkeletonGroup>
    </I18nProvider>,
  )
  await expect.poll(() => host.querySelector('[aria-hidden="true"]')).toBeTruthy()
})

afterEach(async () => {
  await setReducedMotion('no-preference')
  root.unmount()
  host.remove()
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
