export { CategoryNav, type CategoryNavItem, type CategoryNavProps } from './CategoryNav'
