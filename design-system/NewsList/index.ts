export { type NewsItem, NewsList, type NewsListProps } from './NewsList'
