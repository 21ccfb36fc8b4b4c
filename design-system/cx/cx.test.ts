import { describe, expect, it } from 'vitest'
import { cx } from './cx'

describe('cx', () => {
  it('joins the class names a part was given, in order, with one space', () => {
    expect(cx('button', 'primary', 'mine')).toBe('button primary mine')
  })

  it('leaves out the ones a condition dropped, and gives an empty string for none', () => {
    expect(cx('item', false, undefined, null, '', 'open')).toBe('item open')
    expect(cx()).toBe('')
  })
})
