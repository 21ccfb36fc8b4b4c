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
    expect(failure).toMatch(/\[blackWhite 14px\] color-contrast-enhanced/)
    expect(failure).not.toMatch(/\[(default|night) /)
  })

  it('fails a text readable in the default theme but too faint in night only', async () => {
    renderInBrowser(
      <div>
        <style>{`
          #dim { color: #222222; background: #ffffff }
          :root[data-theme="night"] #dim { color: #444444; background: #000000 }
        `}</style>
        <span id="dim">Matching starts at 10:00</span>
      </div>,
    )
    const failure = await checkEveryCombination('night-only grey text').then(
      () => '',
      (error: Error) => error.message,
    )
    // in every font size of the night theme
    expect(failure.match(/\[night \d+px\] color-contrast:/g)).toEqual([
      '[night 14px] color-contrast:',
      '[night 16px] color-contrast:',
      '[night 18px] color-contrast:',
    ])
    expect(failure).not.toMatch(/\[(default|blackWhite) /)
  })

  it('checks the other themes at every size, where what counts as large text differs', async () => {
    // a bold heading of 1.25rem: large text (3:1 is enough) at 16 and 18 px, not at 14 px
    renderInBrowser(
      <div>
        <style>{`
          #heading { font-size: 20px; font-weight: 700 }
          :root[data-font-size="14"] #heading { font-size: 17.5px }
          :root[data-theme="night"] #heading { color: #777777; background: #1b1b1b }
        `}</style>
        <p id="heading">Matching starts at 10:00</p>
      </div>,
    )
    const failure = await checkEveryCombination('night heading at 3.8:1').then(
      () => '',
      (error: Error) => error.message,
    )
    expect(failure).toMatch(/\[night 14px\] color-contrast:/)
    expect(failure).not.toMatch(/\[night 1[68]px\]/)
  })

  it('runs every rule at each font size, where breakpoints in rem show other parts', async () => {
    // a nameless button shown only at 18 px, as a container query in rem would
    renderInBrowser(
      <div>
        <style>{`
          #nameless { display: none }
          :root[data-font-size="18"] #nameless { display: inline-block }
        `}</style>
        <button id="nameless" type="button" />
      </div>,
    )
    const failure = await checkEveryCombination('button shown at 18 px').then(
      () => '',
      (error: Error) => error.message,
    )
    expect(failure).toMatch(/\[default 18px\] button-name:/)
    expect(failure).not.toMatch(/\[default 1[46]px\]/)
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
