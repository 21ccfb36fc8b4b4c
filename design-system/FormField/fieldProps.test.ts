import { describe, expect, it } from 'vitest'
import { splitFieldProps } from './fieldProps'

describe('splitFieldProps', () => {
  it('gives the frame its label, hint, error, required mark, id and class, and the control the rest', () => {
    const [field, control] = splitFieldProps({
      label: 'Email',
      hint: 'We send your tickets here',
      error: 'Please enter a valid email address.',
      required: true,
      id: 'email',
      className: 'wide',
      name: 'email',
      autoComplete: 'email',
    })
    expect(field).toEqual({
      label: 'Email',
      hint: 'We send your tickets here',
      error: 'Please enter a valid email address.',
      required: true,
      id: 'email',
      className: 'wide',
    })
    expect(control).toEqual({ name: 'email', autoComplete: 'email' })
  })
})
