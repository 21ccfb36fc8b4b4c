import { useEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { Button } from '../Button'
import { Combobox } from '../Combobox'
import { Dialog } from '../Dialog'
import { DropdownMenu, DropdownMenuItem } from '../DropdownMenu'
import { Popover } from '../Popover'
import { ToastProvider, useToast } from '../Toast'
import { renderInBrowser } from '../testing'

function Notify() {
  const { notify } = useToast()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    notify({ kind: 'error', title: 'Forbidden', duration: 60_000 })
  }, [])
  return null
}

/** What makes a surface look like itself: its fill, its edge and its shadow. */
const surface = (element: Element | null | undefined) => {
  if (!element) throw new Error('overlay not found')
  const style = getComputedStyle(element)
  return {
    background: style.backgroundColor,
    border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
    shadow: style.boxShadow !== 'none',
  }
}

/** Draws one overlay open and reads its surface. */
async function openSurface(node: React.ReactNode, selector: string, open?: () => Promise<void>) {
  const screen = renderInBrowser(node)
  await open?.()
  await expect.poll(() => document.querySelector(selector), { message: selector }).not.toBeNull()
  const look = surface(document.querySelector(selector))
  screen.rerender(null)
  return look
}

describe('overlays', () => {
  it('draw dialogs, popovers, menus, list boxes and notifications on one surface', async () => {
    const panels = {
      dialog: await openSurface(
        <Dialog title="Theatre rules" defaultOpen>
          No latecomers.
        </Dialog>,
        '[role="dialog"]',
      ),
      popover: await openSurface(
        <Popover title="Price breakdown" trigger={<Button>Prices</Button>} defaultOpen>
          HKD 960
        </Popover>,
        '[role="dialog"]',
      ),
      menu: await openSurface(
        <DropdownMenu trigger={<Button>Member</Button>} defaultOpen>
          <DropdownMenuItem>Log out</DropdownMenuItem>
        </DropdownMenu>,
        '[role="menu"]',
      ),
      listbox: await openSurface(
        <Combobox
          label="District"
          options={[{ value: 'st', label: 'Sha Tin' }]}
          value={null}
          onValueChange={() => {}}
        />,
        '[role="listbox"]:not([hidden])',
        () => userEvent.click(document.querySelector('[role="combobox"]') as HTMLElement),
      ),
      notification: await openSurface(
        <ToastProvider>
          <Notify />
        </ToastProvider>,
        'li[data-state="open"]',
      ),
    }
    const [first, ...others] = Object.values(panels)
    expect(first?.shadow).toBe(true)
    for (const other of others) expect(other).toEqual(first)
  })
})
