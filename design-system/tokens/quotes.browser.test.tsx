import { describe, expect, it } from 'vitest'
import { renderInBrowser } from '../testing'

const widthOf = (element: Element | null) => element?.getBoundingClientRect().width ?? 0

describe('quotation marks', () => {
  it('are narrow in English, so “tomorrow’s” reads as one word, and full width in Chinese', () => {
    const { host } = renderInBrowser(
      <div style={{ fontSize: '20px' }}>
        <p lang="en">
          tomorrow<span data-mark="en">’</span>s
        </p>
        <p lang="zh-Hant">
          明天<span data-mark="zh">”</span>
        </p>
      </div>,
    )
    const english = widthOf(host.querySelector('[data-mark="en"]'))
    // the CJK fonts first in the stack draw it 1em (20 px) wide unless told otherwise
    expect(english).toBeGreaterThan(0)
    expect(english).toBeLessThan(10)
    expect(widthOf(host.querySelector('[data-mark="zh"]'))).toBeGreaterThan(15)
  })
})
