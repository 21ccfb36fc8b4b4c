export {
  DataList,
  type DataListItemProps,
  type DataListProps,
  dataListValueAligns,
} from './DataList'
