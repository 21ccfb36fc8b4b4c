import { type PointerEvent, type ReactNode, useRef, useState } from 'react'
import { cx } from '../cx'
import { MenuIcon } from '../icons'
import * as css from './SortableList.css'

export interface SortableListProps<Item> {
  items: readonly Item[]
  itemKey: (item: Item) => string
  /** Whether this item can be dragged to another place; others keep theirs (but can be passed). */
  canMove?: (item: Item) => boolean
  /** The item was dropped at `toIndex` (0 first) of the list as it was. */
  onMove: (key: string, toIndex: number) => void
  renderItem: (item: Item, index: number) => ReactNode
  /** Names the list for screen readers. */
  'aria-label'?: string
  className?: string
}

interface Drag {
  key: string
  from: number
  to: number
  startY: number
  /** The items' boxes when the drag began (their middles decide where the item lands). */
  boxes: { top: number; height: number }[]
  gap: number
  elements: HTMLElement[]
}

/** Where the dragged item lands: past every item whose middle its own middle has passed. */
export function dropIndex(drag: Pick<Drag, 'from' | 'boxes'>, dy: number): number {
  const box = drag.boxes[drag.from]
  if (!box) return drag.from
  const middle = box.top + box.height / 2 + dy
  let to = drag.from
  for (let i = drag.from + 1; i < drag.boxes.length; i++) {
    const other = drag.boxes[i]
    if (other && middle > other.top + other.height / 2) to = i
  }
  for (let i = drag.from - 1; i >= 0; i--) {
    const other = drag.boxes[i]
    if (other && middle < other.top + other.height / 2) to = i
  }
  return to
}

/**
 * A list whose items are put in order by dragging a handle (the wish list's order of
 * preference), with a mouse, pen or finger. Dragging is the pointer's way only: give each item
 * buttons that move it up and down too, for the keyboard and for anyone who cannot drag
 * (WCAG 2.5.7). Items that cannot move get no handle.
 */
export function SortableList<Item>({
  items,
  itemKey,
  canMove = () => true,
  onMove,
  renderItem,
  className,
  ...props
}: SortableListProps<Item>) {
  const listRef = useRef<HTMLOListElement>(null)
  const drag = useRef<Drag | null>(null)
  const [dragged, setDragged] = useState<string | null>(null)

  const place = (dy: number) => {
    const current = drag.current
    if (!current) return
    current.to = dropIndex(current, dy)
    const { from, to, boxes, gap, elements } = current
    const room = (boxes[from]?.height ?? 0) + gap
    elements.forEach((element, i) => {
      let shift = 0
      if (i === from) shift = dy
      else if (from < i && i <= to) shift = -room
      else if (to <= i && i < from) shift = room
      element.style.transform = shift ? `translateY(${shift}px)` : ''
    })
  }

  const end = (commit: boolean) => {
    const current = drag.current
    drag.current = null
    setDragged(null)
    if (!current) return
    for (const element of current.elements) element.style.transform = ''
    if (commit && current.to !== current.from) onMove(current.key, current.to)
  }

  const start = (event: PointerEvent<HTMLElement>, key: string, from: number) => {
    if (event.button !== 0 || !listRef.current) return
    event.preventDefault()
    try {
      // the handle keeps the pointer even when it leaves the handle
      event.currentTarget.setPointerCapture(event.pointerId)
    } catch {
      // a synthetic pointer (tests) cannot be captured; the handle still follows it
    }
    const elements = Array.from(listRef.current.children) as HTMLElement[]
    const boxes = elements.map((element) => {
      const box = element.getBoundingClientRect()
      return { top: box.top, height: box.height }
    })
    const next = boxes[1]
    const first = boxes[0]
    const gap = next && first ? next.top - first.top - first.height : 0
    drag.current = { key, from, to: from, startY: event.clientY, boxes, gap, elements }
    setDragged(key)
  }

  // room for handles only when some item has one
  const anyMovable = items.some(canMove)

  return (
    <ol {...props} ref={listRef} className={cx(css.list, className)}>
      {items.map((item, index) => {
        const key = itemKey(item)
        const movable = canMove(item)
        return (
          <li
            key={key}
            className={cx(
              css.item,
              dragged === key && css.dragging,
              dragged !== null && dragged !== key && css.shifting,
            )}
          >
            {movable ? (
              <span
                aria-hidden="true"
                data-drag-handle=""
                className={css.handle}
                onPointerDown={(event) => start(event, key, index)}
                onPointerMove={(event) => {
                  if (drag.current) place(event.clientY - drag.current.startY)
                }}
                onPointerUp={() => end(true)}
                onPointerCancel={() => end(false)}
                onLostPointerCapture={() => end(true)}
              >
                <MenuIcon />
              </span>
            ) : (
              anyMovable && <span className={css.noHandle} />
            )}
            <div className={css.content}>{renderItem(item, index)}</div>
          </li>
        )
      })}
    </ol>
  )
}
