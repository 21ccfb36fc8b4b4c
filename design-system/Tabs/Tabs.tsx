import { Tabs as RadixTabs } from 'radix-ui'
import type { ReactNode } from 'react'
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

/**
 * Switches between views of the same content in place (on-sale tabs: all, daily
 * recommendations, on sale today). Tab reaches the chosen tab, arrow keys move between tabs,
 * Home and End jump to the ends.
 */
export function Tabs({ label, items, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? (value === undefined ? items[0]?.value : undefined)}
      onValueChange={onValueChange}
      className={className}
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}
