import { Trans, useLingui } from '@lingui/react/macro'
import type { TableHTMLAttributes } from 'react'
import { Badge } from '../Badge'
import { cx } from '../cx'
import { formatHkd } from '../format'
import * as css from './PriceTable.css'

/** One price: a seating zone ("Zone A"), a price class ("Full-time student") or a cinema class. */
export interface PriceTableRow {
  id: string
  label: string
  /** Hong Kong dollars. */
  price: number
  /** Who may buy it or what it includes ("Senior citizens aged 60 or above"). */
  note?: string
  soldOut?: boolean
}

export interface PriceTableProps extends TableHTMLAttributes<HTMLTableElement> {
  rows: readonly PriceTableRow[]
  /** What the prices are for; defaults to "Ticket prices". */
  caption?: string
}

/** The prices of a performance by zone or ticket class, in HKD for the visitor's language. */
export function PriceTable({ rows, caption, className, ...props }: PriceTableProps) {
  const { t, i18n } = useLingui()
  const title = caption ?? t`Ticket prices`
  if (rows.length === 0) {
    return (
      <p className={cx(css.empty, className)}>
        <Trans>Ticket prices will be announced later.</Trans>
      </p>
    )
  }
  return (
    <table {...props} className={cx(css.table, className)}>
      <caption className={css.caption}>{title}</caption>
      <thead>
        <tr>
          <th scope="col" className={css.headerCell}>
            <Trans>Zone or ticket type</Trans>
          </th>
          <th scope="col" className={css.priceCell}>
            <Trans>Price</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className={css.nameCell}>
              {row.label}
              {row.note && <span className={css.note}>{row.note}</span>}
            </th>
            <td className={css.priceCell}>
              <span className={row.soldOut ? css.soldOutPrice : undefined}>
                {formatHkd(row.price, i18n.locale)}
              </span>
              {row.soldOut && (
                <>
                  {' '}
                  <Badge tone="neutral">
                    <Trans>Sold out</Trans>
                  </Badge>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
