import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as icons from './icons'

const drawn = Object.entries(icons).map(([name, Icon]) => ({
  name,
  markup: renderToStaticMarkup(<Icon />),
}))

describe('icons', () => {
  it.each(drawn)('$name is hidden from screen readers and never takes focus', ({ markup }) => {
    expect(markup).toMatch(/^<svg [^>]*aria-hidden="true"/)
    expect(markup).toContain('focusable="false"')
  })

  it.each(drawn)('$name is drawn in the colour of the text around it', ({ markup }) => {
    expect(markup).toContain('currentColor')
    expect(markup).not.toMatch(/#[0-9a-f]{3,6}/i)
  })

  it('draws every icon on the same 24-unit grid', () => {
    expect(new Set(drawn.map(({ markup }) => /viewBox="([^"]+)"/.exec(markup)?.[1]))).toEqual(
      new Set(['0 0 24 24']),
    )
  })
})
