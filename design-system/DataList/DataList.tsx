import { createContext, type HTMLAttributes, type ReactNode, use } from 'react'
import { cx } from '../cx'
import { item, label as labelStyle, list, strong as strongStyle, value } from './DataList.css'

export const dataListValueAligns = ['start', 'end'] as const
type ValueAlign = (typeof dataListValueAligns)[number]

const AlignContext = createContext<ValueAlign>('start')

export interface DataListProps extends Omit<HTMLAttributes<HTMLDListElement>, 'className'> {
  /** `end` for amounts (charges, totals): figures line up under each other at the end. */
  valueAlign?: ValueAlign
  children: ReactNode
}

/**
 * Label and value pairs (a show's facts, a purchase's charges) as a definition list: side by
 * side where there is room, a label over its value on a phone.
 */
function DataListRoot({ valueAlign = 'start', children, ...props }: DataListProps) {
  return (
    <AlignContext value={valueAlign}>
      <dl {...props} className={list({ valueAlign })}>
        {children}
      </dl>
    </AlignContext>
  )
}

export interface DataListItemProps {
  label: ReactNode
  /** The value; several `dd`s are not needed: join them in one. */
  children: ReactNode
  /** The row that sums up the others (a total). */
  strong?: boolean
}

function DataListItem({ label, children, strong = false }: DataListItemProps) {
  const valueAlign = use(AlignContext)
  return (
    <div className={item}>
      <dt className={cx(labelStyle, strong && strongStyle)}>{label}</dt>
      <dd className={cx(value({ valueAlign }), strong && strongStyle)}>{children}</dd>
    </div>
  )
}

export const DataList = Object.assign(DataListRoot, { Item: DataListItem })
