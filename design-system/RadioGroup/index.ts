export {
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
  radioGroupOrientations,
} from './RadioGroup'
