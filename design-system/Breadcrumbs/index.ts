export { type BreadcrumbStep, Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs'
