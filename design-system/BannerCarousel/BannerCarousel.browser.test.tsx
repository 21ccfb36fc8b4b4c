import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderInBrowser } from '../testing'
import { media } from '../tokens'
import { BannerCarousel } from './BannerCarousel'

// Real pointer and keys from Playwright. The browser context asks for reduced motion (stable
// screenshots); tests about auto-advance make matchMedia answer "no preference" instead.
const slides = ['Sevens', 'Opera', 'Orchestra'].map((name) => ({
  id: name,
  imageSrc: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" width="30" height="10"/>`,
  alt: `${name} banner`,
  href: `/Events/${name}.html`,
}))
// Long: while a pointer action (hover, click) waits for its element, Vitest moves the fake clock
// on with real time, and on a loaded machine a hover can take longer than a short show's turn,
// so the slide changed before the pointer was over it. No action takes a minute.
const interval = 60_000

function render(autoPlay = true) {
  renderInBrowser(
    <>
      <button type="button">Before</button>
      <BannerCarousel slides={slides} intervalMs={interval} autoPlay={autoPlay} />
    </>,
  )
}

const shownSlide = () =>
  document.querySelector('[aria-roledescription="slide"]:not([hidden])')?.getAttribute('aria-label')
const rotationButton = () =>
  [...document.querySelectorAll('button')].find((b) => /slide show/.test(b.textContent ?? ''))

function allowMotion() {
  const real = window.matchMedia.bind(window)
  const noPreference = {
    matches: false,
    media: media.reducedMotion,
    addEventListener: () => {},
    removeEventListener: () => {},
  } as unknown as MediaQueryList
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query === media.reducedMotion ? noPreference : real(query),
  )
}

// The pointer stays wherever an earlier test left it, and Chromium sends hover events when a
// layout change puts an element under it: park it in a corner the carousel never reaches, or
// the carousel may hold still "under the pointer".
async function parkPointer() {
  const corner = document.createElement('div')
  corner.style.cssText = 'position:fixed;right:0;bottom:0;width:4px;height:4px'
  document.body.append(corner)
  await userEvent.hover(corner)
  corner.remove()
}

beforeEach(async () => {
  await parkPointer()
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('BannerCarousel auto-advance', () => {
  it('turns to the next slide by itself when motion is allowed, wrapping at the end', async () => {
    allowMotion()
    render()
    await expect.poll(shownSlide).toBe('1 of 3')
    vi.advanceTimersByTime(interval)
    await expect.poll(shownSlide).toBe('2 of 3')
    vi.advanceTimersByTime(interval * 2)
    await expect.poll(shownSlide).toBe('1 of 3')
  })

  it('never turns by itself for a visitor who asks for reduced motion', async () => {
    render()
    await expect.poll(() => rotationButton()?.textContent).toBe('Play the slide show')
    vi.advanceTimersByTime(interval * 5)
    await expect.poll(shownSlide).toBe('1 of 3')
  })

  it('stops for good when keyboard focus enters the slides, until play is pressed', async () => {
    allowMotion()
    render()
    await expect.poll(shownSlide).toBe('1 of 3')
    ;(document.querySelector('button') as HTMLButtonElement).focus()
    await userEvent.tab()
    expect(document.activeElement?.getAttribute('href')).toBe('/Events/Sevens.html')
    await expect.poll(() => rotationButton()?.textContent).toBe('Play the slide show')
    vi.advanceTimersByTime(interval * 2)
    await expect.poll(shownSlide).toBe('1 of 3')

    rotationButton()?.focus()
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => rotationButton()?.textContent).toBe('Pause the slide show')
    vi.advanceTimersByTime(interval)
    await expect.poll(shownSlide).toBe('2 of 3')
  })

  it('holds still while the pointer is over it and goes on when the pointer leaves', async () => {
    allowMotion()
    render()
    await expect.poll(shownSlide).toBe('1 of 3')
    const carousel = document.querySelector('section') as HTMLElement
    // the slides are announced while the show holds still, and not while it turns by itself:
    // waiting for that makes sure the pointer's move has been handled before time moves on
    const announced = () => carousel.querySelector('[aria-live]')?.getAttribute('aria-live')
    await userEvent.hover(carousel)
    await expect.poll(announced).toBe('polite')
    // no turn is waiting any more (the show's only timer is its interval)
    await expect.poll(() => vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(interval * 2)
    await expect.poll(shownSlide).toBe('1 of 3')
    await userEvent.unhover(carousel)
    await expect.poll(announced).toBe('off')
    vi.advanceTimersByTime(interval)
    await expect.poll(shownSlide).toBe('2 of 3')
  })

  it('stays on the first slide when it is not asked to play', async () => {
    allowMotion()
    render(false)
    await expect.poll(() => rotationButton()?.textContent).toBe('Play the slide show')
    vi.advanceTimersByTime(interval * 2)
    await expect.poll(shownSlide).toBe('1 of 3')
  })
})
