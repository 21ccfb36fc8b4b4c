export { PasswordField, type PasswordFieldProps, passwordAutoCompletes } from './PasswordField'
