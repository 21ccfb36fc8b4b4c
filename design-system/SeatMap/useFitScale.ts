import { type RefObject, useLayoutEffect, useState } from 'react'

/**
 * How much to shrink a plan `width` units wide (16 units a rem at zoom 1) so that it fits its
 * viewport's width: 1 when it fits already, less on a phone, so the plan opens whole with the
 * stage in view and zooming in is the buyer's choice. Follows the viewport when it resizes.
 */
export function useFitScale(viewport: RefObject<HTMLElement | null>, width: number): number {
  const [scale, setScale] = useState(1)
  useLayoutEffect(() => {
    const element = viewport.current
    if (!element) return
    const measure = () => {
      const style = getComputedStyle(element)
      const inner =
        element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      const remPx = parseFloat(getComputedStyle(element.ownerDocument.documentElement).fontSize)
      const natural = (width / 16) * remPx
      setScale(inner > 0 && natural > inner ? inner / natural : 1)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [viewport, width])
  return scale
}
