import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { type OnSaleTab, onSaleTabs } from '../../domain/filters'
import { Tabs } from '../Tabs'

export interface OnSaleTabsProps {
  value: OnSaleTab
  onChange: (value: OnSaleTab) => void
  /** The events of the chosen tab; shown in its tab panel. */
  children: ReactNode
  className?: string
}

const isOnSaleTab = (value: string): value is OnSaleTab =>
  (onSaleTabs as readonly string[]).includes(value)

/**
 * Switches the home page's event list between all events, daily recommendations and events
 * going on sale today. Controlled: the screen fetches the chosen list and passes it as children.
 */
export function OnSaleTabs({ value, onChange, children, className }: OnSaleTabsProps) {
  const { t } = useLingui()
  const labels: Record<OnSaleTab, string> = {
    all: t`All`,
    dailyRecommendations: t`Daily recommendations`,
    onSaleToday: t`On sale today`,
  }
  return (
    <Tabs
      label={t`On-sale events`}
      items={onSaleTabs.map((id) => ({
        value: id,
        label: labels[id],
        content: id === value ? children : null,
      }))}
      value={value}
      onValueChange={(next) => {
        if (isOnSaleTab(next)) onChange(next)
      }}
      className={className}
    />
  )
}
