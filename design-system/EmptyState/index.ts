export {
  EmptyState,
  type EmptyStateKind,
  type EmptyStateProps,
  emptyStateKinds,
} from './EmptyState'
