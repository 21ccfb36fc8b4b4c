export { QuantityPicker, type QuantityPickerProps } from './QuantityPicker'
