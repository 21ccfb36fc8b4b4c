import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import * as styles from './Tabs.css'

export interface TabItem {
  /** Stable key, also the value reported by onValueChange. */
  value: string
  label: ReactNode
  content: ReactNode
  disabled?: boolean
}

export interface TabsProps {
  /** Names the tab list for screen readers, e.g. "On-sale events". */
  label: string
  items: readonly TabItem[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  className?: string
}

/** Where each key moves the focus among the enabled tabs (wrapping at the ends). */
function nextIndex(key: string, at: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (at + 1) % count
  if (key === 'ArrowLeft') return (at - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

/**
 * Switches between views of the same content in place (on-sale tabs: all, daily
 * recommendations, on sale today). Tab reaches the chosen tab, arrow keys move between tabs
 * and show their panel, Home and End jump to the ends (the WAI-ARIA tabs pattern, automatic
 * activation). Written without Radix: the events home draws it first thing, and its few rules
 * cost less than the runtime Radix's tabs bring (collection, roving focus, presence).
 */
export function Tabs({ label, items, value, defaultValue, onValueChange, className }: TabsProps) {
  const id = useId()
  const [own, setOwn] = useState(
    defaultValue ?? (value === undefined ? items[0]?.value : undefined),
  )
  const chosen = value ?? own
  const tabs = useRef(new Map<string, HTMLButtonElement>())
  const enabled = items.filter((item) => !item.disabled)
  // one Tab stop: the chosen tab, or the first enabled one when the chosen is not there
  const stop = enabled.some((item) => item.value === chosen) ? chosen : enabled[0]?.value
  const tabId = (item: TabItem) => `${id}-tab-${item.value}`
  const panelId = (item: TabItem) => `${id}-panel-${item.value}`

  const choose = (next: string) => {
    if (next === chosen) return
    setOwn(next)
    onValueChange?.(next)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, item: TabItem) => {
    const at = enabled.indexOf(item)
    const index = nextIndex(event.key, at, enabled.length)
    const target = index === undefined ? undefined : enabled[index]
    if (!target) return
    event.preventDefault()
    tabs.current.get(target.value)?.focus()
    choose(target.value)
  }

  return (
    <div className={className} dir="ltr" data-orientation="horizontal">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-orientation="horizontal"
        className={styles.list}
      >
        {items.map((item) => {
          const active = item.value === chosen
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) tabs.current.set(item.value, node)
                else tabs.current.delete(item.value)
              }}
              type="button"
              role="tab"
              id={tabId(item)}
              aria-selected={active}
              aria-controls={panelId(item)}
              data-state={active ? 'active' : 'inactive'}
              data-disabled={item.disabled ? '' : undefined}
              data-orientation="horizontal"
              disabled={item.disabled}
              tabIndex={item.value === stop ? 0 : -1}
              className={styles.trigger}
              onClick={() => choose(item.value)}
              onKeyDown={(event) => onKeyDown(event, item)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) => {
        const active = item.value === chosen
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item)}
            aria-labelledby={tabId(item)}
            data-state={active ? 'active' : 'inactive'}
            data-orientation="horizontal"
            hidden={!active}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel the next Tab stop after the tabs (Radix did the same)
            tabIndex={0}
            className={styles.panel}
          >
            {active && item.content}
          </div>
        )
      })}
    </div>
  )
}
