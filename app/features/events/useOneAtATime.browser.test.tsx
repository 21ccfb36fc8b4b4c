import { renderInBrowser } from '@design-system/testing'
import { describe, expect, it } from 'vitest'
import { DrawPartsAtOnce, useOneAtATime } from './useOneAtATime'

function Parts() {
  const count = useOneAtATime(4)
  return <output>{count}</output>
}

describe('useOneAtATime', () => {
  it('draws the first part at once, then one more in each quiet moment until all are drawn', async () => {
    const view = renderInBrowser(<Parts />)
    expect(view.host.textContent).toBe('1')
    await expect.poll(() => view.host.textContent, { timeout: 10_000 }).toBe('4')
  })

  it('inside DrawPartsAtOnce, draws them all in the first drawing', () => {
    const view = renderInBrowser(
      <DrawPartsAtOnce>
        <Parts />
      </DrawPartsAtOnce>,
    )
    expect(view.host.textContent).toBe('4')
  })
})
