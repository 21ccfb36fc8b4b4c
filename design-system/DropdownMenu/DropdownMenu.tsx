import {
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import type {
  DropdownMenuItemProps,
  DropdownMenuLinkItemProps,
  DropdownMenuProps,
  DropdownMenuRadioGroupProps,
  DropdownMenuRadioItemProps,
} from './menuProps'

// Every page's header has menus, but none is open when the page is first drawn: the menu
// itself (Radix, MenuParts.tsx) loads once a menu button is on screen, so the first render
// does not wait for it. Until then the button is drawn as is and remembers a press.
type Parts = typeof import('./MenuParts')
let parts: Parts | undefined
let loading: Promise<Parts> | undefined
const loadParts = () => {
  loading ??= import('./MenuParts').then((loaded) => {
    parts = loaded
    return loaded
  })
  return loading
}

/** Runs `then` once the browser has a quiet moment; returns the cancel function. */
function whenIdle(then: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(then, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(then, 200)
  return () => window.clearTimeout(timer)
}

type TriggerProps = {
  ref?: Ref<HTMLElement>
  onClick?: (event: unknown) => void
  onKeyDown?: (event: KeyboardEvent) => void
}

/**
 * A list of actions or choices behind a button: the member menu, the language menu. Arrow
 * keys move, Enter or Space chooses, typing a letter jumps to the item, Escape closes and
 * returns focus to the button. Build it from DropdownMenuItem, DropdownMenuLinkItem,
 * DropdownMenuRadioGroup / DropdownMenuRadioItem, DropdownMenuLabel and DropdownMenuSeparator.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const [loaded, setLoaded] = useState(parts)
  const [pressed, setPressed] = useState(false)
  const triggerRef = useRef<HTMLElement>(null)
  const hadFocus = useRef(false)
  const byKeyboard = useRef(false)
  useEffect(() => {
    if (loaded) return
    let current = true
    const show = (next: Parts) => {
      if (!current) return
      // the button is drawn again by Radix: focus stays on it
      hadFocus.current = document.activeElement === triggerRef.current
      setLoaded(next)
    }
    // asked for in the browser's first quiet moment, after the page's own code and pictures
    const cancel = whenIdle(() => loadParts().then(show, () => undefined))
    return () => {
      current = false
      cancel()
    }
  }, [loaded])
  useLayoutEffect(() => {
    if (loaded && hadFocus.current) triggerRef.current?.focus()
    hadFocus.current = false
  }, [loaded])
  // A menu opened by keyboard puts the focus on its first item; Radix knows the keyboard was
  // used only from presses it saw, and the press that opened this one came before it loaded.
  useEffect(() => {
    if (!loaded || !byKeyboard.current) return
    byKeyboard.current = false
    const frame = requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>(
        '[role="menu"] [role^="menuitem"]:not([data-disabled])',
      )
      first?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [loaded])

  const own = props.trigger.props as TriggerProps
  if (loaded) {
    return (
      <loaded.DropdownMenu
        {...props}
        defaultOpen={props.defaultOpen || pressed}
        trigger={cloneElement(props.trigger as ReactElement<TriggerProps>, { ref: triggerRef })}
      />
    )
  }
  const press = () => {
    setPressed(true)
    loadParts().then(
      (next) => {
        hadFocus.current = document.activeElement === triggerRef.current
        setLoaded(next)
      },
      () => undefined,
    )
  }
  return cloneElement(props.trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    ref: triggerRef,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onClick: (event: unknown) => {
      own.onClick?.(event)
      // a click from Enter or Space has no pointer behind it (detail 0)
      byKeyboard.current = (event as MouseEvent).detail === 0
      press()
    },
    onKeyDown: (event: KeyboardEvent) => {
      own.onKeyDown?.(event)
      if (event.key === 'ArrowDown') {
        byKeyboard.current = true
        press()
      }
    },
  })
}

// The items are drawn only inside an open menu, so its parts are loaded by then.
const loadedParts = () => parts as Parts

/** An action in a DropdownMenu. */
export function DropdownMenuItem(props: DropdownMenuItemProps) {
  const { DropdownMenuItem: Item } = loadedParts()
  return <Item {...props} />
}

/** A page the menu leads to (Transaction history, Wish list); drawn with the app's link component. */
export function DropdownMenuLinkItem(props: DropdownMenuLinkItemProps) {
  const { DropdownMenuLinkItem: Item } = loadedParts()
  return <Item {...props} />
}

/** One choice among several (the language menu); the chosen item shows a check mark. */
export function DropdownMenuRadioGroup(props: DropdownMenuRadioGroupProps) {
  const { DropdownMenuRadioGroup: Group } = loadedParts()
  return <Group {...props} />
}

/** One option of a DropdownMenuRadioGroup. */
export function DropdownMenuRadioItem(props: DropdownMenuRadioItemProps) {
  const { DropdownMenuRadioItem: Item } = loadedParts()
  return <Item {...props} />
}

/** A heading over a group of items; not focusable. */
export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  const { DropdownMenuLabel: Label } = loadedParts()
  return <Label>{children}</Label>
}

/** A line between groups of items. */
export function DropdownMenuSeparator() {
  const { DropdownMenuSeparator: Separator } = loadedParts()
  return <Separator />
}
