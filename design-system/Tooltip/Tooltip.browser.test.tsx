import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { Tooltip } from './Tooltip'

let host: HTMLDivElement
let root: Root

beforeEach(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  root.render(
    <I18nProvider i18n={i18n}>
      <button type="button">Before</button>
      <Tooltip content="Add to favourites">
        <button type="button" aria-label="Add to favourites">
          ♡
        </button>
      </Tooltip>
    </I18nProvider>,
  )
  await expect.poll(() => document.querySelector('button[aria-label]')).toBeTruthy()
})

afterEach(() => {
  root.unmount()
  host.remove()
})

describe('Tooltip with a real keyboard', () => {
  it('appears when its button gets keyboard focus and hides on Escape', async () => {
    ;(document.querySelector('button') as HTMLElement).focus()
    await userEvent.keyboard('{Tab}')
    const heart = document.querySelector('button[aria-label]') as HTMLElement
    expect(document.activeElement).toBe(heart)
    await expect
      .poll(() => document.querySelector('[role="tooltip"]')?.textContent)
      .toBe('Add to favourites')
    // the hint describes the button it belongs to
    expect(heart.getAttribute('aria-describedby')).toBe(
      document.querySelector('[role="tooltip"]')?.id,
    )
    await userEvent.keyboard('{Escape}')
    await expect.poll(() => document.querySelector('[role="tooltip"]')).toBeNull()
    expect(document.activeElement).toBe(heart)
  })
})
