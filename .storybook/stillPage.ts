import type { Clip } from './sameAsBaseline'

/**
 * Puts the story's page in the state Playwright's screenshots draw (its
 * `inPagePrepareForScreenshots`): text carets hidden, finite animations and transitions at their
 * end, endless ones cancelled. Returns the undo, which restores the carets and restarts the
 * endless animations, as Playwright's does.
 */
export function holdStill(): () => void {
  const carets = new Map<HTMLElement, [value: string, priority: string]>()
  for (const element of document.querySelectorAll<HTMLElement>(
    'input,textarea,[contenteditable]',
  )) {
    const { style } = element
    carets.set(element, [
      style.getPropertyValue('caret-color'),
      style.getPropertyPriority('caret-color'),
    ])
    style.setProperty('caret-color', 'transparent', 'important')
  }
  const endless: Animation[] = []
  // getAnimations() brings style up to date first, so a theme set just before has its
  // transitions here, and finishing them draws the new colours at once
  for (const animation of document.getAnimations()) {
    if (!animation.effect || animation.playbackRate === 0) continue
    try {
      if (Number.isFinite(animation.effect.getComputedTiming().endTime)) animation.finish()
      else {
        animation.cancel()
        endless.push(animation)
      }
    } catch {
      // an animation that cannot finish is left alone, as Playwright leaves it
    }
  }
  return () => {
    for (const [element, [value, priority]] of carets) {
      element.style.setProperty('caret-color', value, priority)
    }
    for (const animation of endless) animation.play()
  }
}

/**
 * `element`'s border box in the test page's coordinates (the tests run in an iframe), widened
 * to whole pixels as Playwright's element screenshot clips it (`enclosingIntRect`).
 */
export function pageClip(element: Element): Clip {
  const box = element.getBoundingClientRect()
  let x = box.left
  let y = box.top
  for (let view: Window = window; view !== view.parent; view = view.parent) {
    const frame = view.frameElement
    if (!frame) break
    const frameBox = frame.getBoundingClientRect()
    x += frameBox.left + frame.clientLeft
    y += frameBox.top + frame.clientTop
  }
  x += window.top?.scrollX ?? 0
  y += window.top?.scrollY ?? 0
  const left = Math.floor(x + 1e-3)
  const top = Math.floor(y + 1e-3)
  return {
    x: left,
    y: top,
    width: Math.ceil(x + box.width - 1e-3) - left,
    height: Math.ceil(y + box.height - 1e-3) - top,
  }
}
