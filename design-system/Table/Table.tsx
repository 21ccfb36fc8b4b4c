import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import { cx } from '../cx'
import { Stack } from '../layout'
import * as styles from './Table.css'

export const tableAligns = ['start', 'end'] as const
export const sortDirections = ['ascending', 'descending'] as const
export type SortDirection = (typeof sortDirections)[number]

export interface TableColumn<Row> {
  key: string
  header: string
  /** The cell's content; defaults to `row[key]`. */
  render?: (row: Row) => ReactNode
  /** `end` for amounts and counts, so digits line up. */
  align?: (typeof tableAligns)[number]
  /** Shows a sort button in the header (wide layout). */
  sortable?: boolean
  /** This column names the row (a transaction number): its cells become row headers. */
  rowHeader?: boolean
}

export interface TableSort {
  key: string
  direction: SortDirection
}

export interface TableProps<Row> {
  /** Says what the rows are; the table's caption and the card list's name. */
  caption: string
  columns: readonly TableColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** Shown instead of the rows when there are none (an EmptyState). */
  empty?: ReactNode
  /** The current order; the caller sorts `rows` itself. */
  sort?: TableSort
  onSortChange?: (sort: TableSort) => void
  className?: string
}

function cellContent<Row>(column: TableColumn<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row)
  const value = (row as Record<string, unknown>)[column.key]
  return value == null ? '' : String(value)
}

/**
 * Rows of records with the same fields (transaction history, points history). A real table
 * with a caption when there is room; on narrow screens each row becomes a card of
 * label / value pairs, so nothing scrolls sideways.
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  sort,
  onSortChange,
  className,
}: TableProps<Row>) {
  const { t } = useLingui()
  const captionId = useId()
  const alignClass = (column: TableColumn<Row>) => column.align === 'end' && styles.end

  const header = (column: TableColumn<Row>) => {
    const direction = sort?.key === column.key ? sort.direction : undefined
    if (!column.sortable || !onSortChange) return column.header
    const next: SortDirection = direction === 'ascending' ? 'descending' : 'ascending'
    return (
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSortChange({ key: column.key, direction: next })}
      >
        {column.header}
        <span aria-hidden="true">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    )
  }

  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.tableLayout}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sort?.key === column.key ? sort.direction : undefined}
                  className={cx(styles.headerCell, alignClass(column))}
                >
                  {header(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={styles.empty}>
                  {empty ?? t`No records`}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => {
                    const Cell = column.rowHeader ? 'th' : 'td'
                    return (
                      <Cell
                        key={column.key}
                        scope={column.rowHeader ? 'row' : undefined}
                        className={cx(styles.cell, alignClass(column))}
                      >
                        {cellContent(column, row)}
                      </Cell>
                    )
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className={styles.cardLayout}>
        <p id={captionId} className={styles.caption}>
          {caption}
        </p>
        {rows.length === 0 ? (
          <div className={styles.empty}>{empty ?? t`No records`}</div>
        ) : (
          <Stack as="ul" gap="sm" aria-labelledby={captionId}>
            {rows.map((row) => (
              <li key={rowKey(row)} className={styles.card}>
                <dl className={styles.pairs}>
                  {columns.map((column) => (
                    <div key={column.key} className={styles.pair}>
                      <dt className={styles.term}>{column.header}</dt>
                      <dd className={styles.value}>{cellContent(column, row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </Stack>
        )}
      </div>
    </div>
  )
}
