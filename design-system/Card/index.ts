export { Card, type CardProps, cardVariants } from './Card'
