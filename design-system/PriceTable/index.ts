export { PriceTable, type PriceTableProps, type PriceTableRow } from './PriceTable'
