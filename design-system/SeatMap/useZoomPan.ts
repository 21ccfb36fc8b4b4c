import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { clampZoom, scrollKeepingPoint, zoomAfterWheel } from './zoom'

interface Anchor {
  x: number
  y: number
  from: number
}

/** Pointer travel (px) after which a press is a drag that moves the plan, not a click on a seat. */
const dragThreshold = 6

/**
 * Zoom and pan of a scrolling viewport by pointer: Ctrl (or ⌘) + wheel and a trackpad pinch
 * zoom around the pointer, two fingers pinch on a touch screen, one finger or a mouse drag
 * moves the plan. A plain wheel scrolls as usual. A drag never counts as a click on a seat.
 */
export function useZoomPan(viewport: RefObject<HTMLDivElement | null>) {
  const [zoom, setZoomState] = useState(1)
  const zoomRef = useRef(zoom)
  zoomRef.current = zoom
  const anchor = useRef<Anchor | undefined>(undefined)

  /** Sets the zoom, keeping the point (px from the viewport's corner) still; its centre by default. */
  const setZoom = (next: number, point?: { x: number; y: number }) => {
    const element = viewport.current
    const to = clampZoom(next)
    if (to === zoomRef.current) return
    anchor.current = {
      x: point?.x ?? (element?.clientWidth ?? 0) / 2,
      y: point?.y ?? (element?.clientHeight ?? 0) / 2,
      from: zoomRef.current,
    }
    zoomRef.current = to
    setZoomState(to)
  }
  const setZoomRef = useRef(setZoom)
  setZoomRef.current = setZoom

  // once the plan has its new size, scroll so the anchored point is where it was
  useLayoutEffect(() => {
    const element = viewport.current
    const at = anchor.current
    anchor.current = undefined
    if (!element || !at) return
    element.scrollLeft = scrollKeepingPoint(element.scrollLeft, at.x, at.from, zoom)
    element.scrollTop = scrollKeepingPoint(element.scrollTop, at.y, at.from, zoom)
  }, [zoom, viewport])

  useEffect(() => {
    const element = viewport.current
    if (!element) return
    const pointOf = (event: { clientX: number; clientY: number }) => {
      const box = element.getBoundingClientRect()
      return { x: event.clientX - box.left, y: event.clientY - box.top }
    }

    // a listener of its own: React's wheel listener is passive and could not stop the page zoom
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return
      event.preventDefault()
      setZoomRef.current(zoomAfterWheel(zoomRef.current, event.deltaY), pointOf(event))
    }

    const pointers = new Map<number, { x: number; y: number }>()
    let pinch: { distance: number; zoom: number } | undefined
    let drag: { x: number; y: number; left: number; top: number; moved: boolean } | undefined
    let suppressClick = false
    const distance = () => {
      const [a, b] = [...pointers.values()]
      return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0
    }

    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY })
      suppressClick = false
      if (pointers.size === 2) {
        pinch = { distance: distance(), zoom: zoomRef.current }
        drag = undefined
      } else if (pointers.size === 1) {
        drag = {
          x: event.clientX,
          y: event.clientY,
          left: element.scrollLeft,
          top: element.scrollTop,
          moved: false,
        }
      }
    }
    const onPointerMove = (event: PointerEvent) => {
      if (!pointers.has(event.pointerId)) return
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY })
      if (pinch && pointers.size === 2) {
        const [a, b] = [...pointers.values()]
        if (!a || !b || pinch.distance === 0) return
        const middle = pointOf({ clientX: (a.x + b.x) / 2, clientY: (a.y + b.y) / 2 })
        setZoomRef.current(pinch.zoom * (distance() / pinch.distance), middle)
        suppressClick = true
        return
      }
      if (!drag) return
      const dx = event.clientX - drag.x
      const dy = event.clientY - drag.y
      if (!drag.moved && Math.hypot(dx, dy) < dragThreshold) return
      if (!drag.moved) {
        try {
          // keep the drag when the pointer leaves the plan
          element.setPointerCapture(event.pointerId)
        } catch {
          // a pointer the browser no longer tracks: the drag goes on without capture
        }
      }
      drag.moved = true
      suppressClick = true
      element.scrollLeft = drag.left - dx
      element.scrollTop = drag.top - dy
    }
    const onPointerEnd = (event: PointerEvent) => {
      pointers.delete(event.pointerId)
      if (pointers.size < 2) pinch = undefined
      if (pointers.size === 0) drag = undefined
    }
    // the click that ends a drag or a pinch must not pick the seat under the pointer
    const onClick = (event: MouseEvent) => {
      if (!suppressClick) return
      suppressClick = false
      event.stopPropagation()
      event.preventDefault()
    }

    element.addEventListener('wheel', onWheel, { passive: false })
    element.addEventListener('pointerdown', onPointerDown)
    element.addEventListener('pointermove', onPointerMove)
    element.addEventListener('pointerup', onPointerEnd)
    element.addEventListener('pointercancel', onPointerEnd)
    element.addEventListener('click', onClick, true)
    return () => {
      element.removeEventListener('wheel', onWheel)
      element.removeEventListener('pointerdown', onPointerDown)
      element.removeEventListener('pointermove', onPointerMove)
      element.removeEventListener('pointerup', onPointerEnd)
      element.removeEventListener('pointercancel', onPointerEnd)
      element.removeEventListener('click', onClick, true)
    }
  }, [viewport])

  return { zoom, setZoom }
}
