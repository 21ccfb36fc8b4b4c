export { NativeSelect, Select, type SelectOption, type SelectProps } from './Select'
