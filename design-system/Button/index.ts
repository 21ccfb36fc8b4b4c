export { Button, type ButtonProps, buttonSizes, buttonVariants } from './Button'
export { type ButtonRecipe, button } from './Button.css'
