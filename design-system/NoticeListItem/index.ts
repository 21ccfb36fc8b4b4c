export { NoticeList, NoticeListItem, type NoticeListItemProps } from './NoticeListItem'
