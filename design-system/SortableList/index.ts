export { dropIndex, SortableList, type SortableListProps } from './SortableList'
