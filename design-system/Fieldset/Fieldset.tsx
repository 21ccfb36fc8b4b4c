import type { FieldsetHTMLAttributes, ReactNode } from 'react'
import { type Space, Stack } from '../layout'
import { fieldset, legend as legendStyle } from './Fieldset.css'

export interface FieldsetProps
  extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'className' | 'children'> {
  /** The question the fields answer together: read out with each of them. */
  legend: ReactNode
  /** Space between the fields. */
  gap?: Space
  children: ReactNode
}

/** Fields that answer one question (contact details, the changes asked for) under its words. */
export function Fieldset({ legend, gap = 'md', children, ...props }: FieldsetProps) {
  return (
    <fieldset {...props} className={fieldset}>
      <legend className={legendStyle}>{legend}</legend>
      <Stack gap={gap}>{children}</Stack>
    </fieldset>
  )
}
