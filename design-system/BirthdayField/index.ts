export { type Birthday, BirthdayField, type BirthdayFieldProps } from './BirthdayField'
