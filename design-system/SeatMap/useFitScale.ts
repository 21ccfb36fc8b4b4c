import { type RefObject, useLayoutEffect, useState } from 'react'

/**
 * How much to shrink a plan `width` units wide (16 units a rem at zoom 1) so that it fits its
 * viewport's width: 1 when it fits already, less on a phone, so the plan opens whole with the
 * stage in view and zooming in is the buyer's choice.
 *
 * The fit must not move while the buyer zooms, or "Zoom 150%" would not be 1.5× the fitted
 * plan. So the width it is measured from leaves out what zooming changes: the viewport's own
 * scrollbar (it comes when the zoomed plan is taller than the viewport), and the plan itself
 * (the viewport has `contain: inline-size`, so its width never follows the plan's). It is
 * measured again only when the window's width changes (a phone turned, a window resized), not
 * when the page's scrollbar comes or goes as the zoomed plan grows.
 */
export function useFitScale(viewport: RefObject<HTMLElement | null>, width: number): number {
  const [scale, setScale] = useState(1)
  useLayoutEffect(() => {
    const element = viewport.current
    if (!element) return
    const view = element.ownerDocument.defaultView
    let measuredAt = view?.innerWidth
    const measure = () => {
      measuredAt = view?.innerWidth
      const style = getComputedStyle(element)
      const px = (value: string) => parseFloat(value) || 0
      // offsetWidth, not clientWidth: the viewport's scrollbar is no part of the width to fit
      const inner =
        element.offsetWidth -
        px(style.borderLeftWidth) -
        px(style.borderRightWidth) -
        px(style.paddingLeft) -
        px(style.paddingRight)
      const remPx = px(getComputedStyle(element.ownerDocument.documentElement).fontSize) || 16
      const natural = (width / 16) * remPx
      setScale(inner > 0 && natural > inner ? inner / natural : 1)
    }
    measure()
    if (!view) return
    const onResize = () => {
      if (view.innerWidth !== measuredAt) measure()
    }
    view.addEventListener('resize', onResize)
    return () => view.removeEventListener('resize', onResize)
  }, [viewport, width])
  return scale
}
