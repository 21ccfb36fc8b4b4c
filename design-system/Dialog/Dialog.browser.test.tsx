import { beforeEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { Button } from '../Button'
import { renderInBrowser } from '../testing'
import { Dialog, DialogClose } from './Dialog'

// Real key presses from Playwright's keyboard, not synthetic events.
beforeEach(async () => {
  renderInBrowser(
    <>
      <button type="button">Before</button>
      <Dialog
        title="Change delivery address"
        description="Delivery changes close 7 working days before the show."
        trigger={<Button>Change address</Button>}
        footer={
          <DialogClose asChild>
            <Button>Save</Button>
          </DialogClose>
        }
      >
        <label>
          Street <input name="street" />
        </label>
      </Dialog>
      <button type="button">After</button>
    </>,
  )
  await expect.poll(() => byName('button', 'Change address')).toBeTruthy()
})

const byName = (role: string, name: string) =>
  [
    ...document.querySelectorAll<HTMLElement>(role === 'button' ? 'button' : `[role="${role}"]`),
  ].find((el) => el.getAttribute('aria-label') === name || el.textContent?.trim() === name)

async function openWithKeyboard() {
  const trigger = byName('button', 'Change address') as HTMLElement
  trigger.focus()
  await userEvent.keyboard('{Enter}')
  await expect.poll(() => document.querySelector('[role="dialog"]')).not.toBeNull()
  return { trigger, dialog: document.querySelector('[role="dialog"]') as HTMLElement }
}

describe('Dialog with a real keyboard', () => {
  it('keeps Tab and Shift+Tab inside the dialog while it is open', async () => {
    const { dialog } = await openWithKeyboard()
    const visited = new Set<string>()
    for (let i = 0; i < 8; i++) {
      await userEvent.keyboard(i % 2 ? '{Shift>}{Tab}{/Shift}' : '{Tab}')
      expect(dialog.contains(document.activeElement)).toBe(true)
      visited.add(
        document.activeElement?.getAttribute('aria-label') ??
          document.activeElement?.textContent ??
          '',
      )
    }
    for (let i = 0; i < 3; i++) {
      await userEvent.keyboard('{Tab}')
      expect(dialog.contains(document.activeElement)).toBe(true)
      visited.add(
        document.activeElement?.getAttribute('aria-label') ??
          document.activeElement?.textContent ??
          '',
      )
    }
    // the close button, the field and the footer button are all reachable
    expect([...visited].sort()).toEqual(['', 'Close', 'Save'].sort())
  })

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { trigger } = await openWithKeyboard()
    await userEvent.keyboard('{Escape}')
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('closes from its close button, named for screen readers, and returns focus', async () => {
    const { trigger } = await openWithKeyboard()
    const close = byName('button', 'Close') as HTMLElement
    close.focus()
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('names itself by its title and describes itself by its description', async () => {
    const { dialog } = await openWithKeyboard()
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '')
    expect(title?.textContent).toBe('Change delivery address')
    expect(description?.textContent).toBe('Delivery changes close 7 working days before the show.')
  })
})
