export { List, type ListProps, listTypes } from './List'
