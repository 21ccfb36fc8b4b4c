export {
  type SortDirection,
  sortDirections,
  Table,
  type TableColumn,
  type TableProps,
  type TableSort,
  tableAligns,
} from './Table'
