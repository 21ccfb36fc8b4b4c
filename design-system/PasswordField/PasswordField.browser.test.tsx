import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderInBrowser } from '../testing'
import { PasswordField } from './PasswordField'

describe('PasswordField show/hide, used with a keyboard', () => {
  it('reveals and hides the password from the button after the box, keeping what was typed', async () => {
    const screen = renderInBrowser(<PasswordField label="Password" />)
    const input = screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement
    await userEvent.click(input)
    await userEvent.keyboard('Victoria8')
    await userEvent.tab()
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(toggle).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-controls', input.id)

    await userEvent.keyboard('{Enter}')
    expect(input.type).toBe('text')
    // the same button, still focused, now says what it will do next
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus()

    await userEvent.keyboard(' ')
    expect(input.type).toBe('password')
    expect(input.value).toBe('Victoria8')
  })
})
