import { beforeEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderInBrowser } from '../testing'
import { Tooltip } from './Tooltip'

beforeEach(async () => {
  renderInBrowser(
    <>
      <button type="button">Before</button>
      <Tooltip content="Add to favourites">
        <button type="button" aria-label="Add to favourites">
          ♡
        </button>
      </Tooltip>
    </>,
  )
  await expect.poll(() => document.querySelector('button[aria-label]')).toBeTruthy()
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
