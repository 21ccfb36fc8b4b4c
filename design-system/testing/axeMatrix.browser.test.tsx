import { describe, expect, it } from 'vitest'
import { checkEveryCombination } from '../../.storybook/axeMatrix'
import { renderInBrowser } from './renderInBrowser'

// The story tests' axe run, on a text at 4.5:1: enough for the default and night themes (AA),
// short of the 7:1 black and white promises (AAA).
describe('the story accessibility check', () => {
  it('fails a text under 7:1 in black and white only', async () => {
    renderInBrowser(
      <p>
        <span style={{ color: '#767676', background: '#ffffff' }}>Matching starts at 10:00</span>
      </p>,
    )
    const failure = await checkEveryCombination('grey text').then(
      () => '',
      (error: Error) => error.message,
    )
    expect(failure).toMatch(/\[blackWhite 16px\] color-contrast-enhanced/)
    expect(failure).not.toMatch(/\[(default|night) /)
  })

  it('runs no grayscale pass, which could never fail (axe ignores CSS filters)', async () => {
    renderInBrowser(<p>Hong Kong Cultural Centre</p>)
    const seen = new Set<string>()
    const observer = new MutationObserver(() => {
      const grey = document.documentElement.getAttribute('data-grayscale')
      if (grey) seen.add(grey)
    })
    observer.observe(document.documentElement, { attributes: true })
    await checkEveryCombination('plain text')
    observer.disconnect()
    expect([...seen]).toEqual([])
  })
})
