export {
  type FieldControlProps,
  FormField,
  type FormFieldProps,
  type LabelPosition,
  labelPositions,
} from './FormField'
export { choiceInput, choiceOption, controlBox } from './field.css'
export { type FieldProps, splitFieldProps } from './fieldProps'
