export { TextField, type TextFieldProps, type TextFieldType, textFieldTypes } from './TextField'
