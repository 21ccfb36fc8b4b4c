export { OnSaleTabs, type OnSaleTabsProps } from './OnSaleTabs'
