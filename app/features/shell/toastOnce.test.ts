import { describe, expect, it, vi } from 'vitest'
import { toastOnce } from './toastOnce'

function setup() {
  let time = 0
  let nextId = 1
  const toasts = { notify: vi.fn(() => nextId++), dismiss: vi.fn() }
  const show = toastOnce(toasts, () => time)
  return { show, toasts, later: (ms: number) => (time += ms) }
}
const busy = { kind: 'error', title: 'Server is busy, please try again later.' } as const

describe('notifications', () => {
  it('show the same failure once while it is on screen, however many calls fail', () => {
    const { show, toasts } = setup()
    show(busy)
    show(busy)
    show(busy)
    expect(toasts.notify).toHaveBeenCalledOnce()
  })

  it('show different messages side by side', () => {
    const { show, toasts } = setup()
    show(busy)
    show({ kind: 'error', title: 'Forbidden' })
    show({ kind: 'info', title: busy.title })
    expect(toasts.notify).toHaveBeenCalledTimes(3)
  })

  it('show a repeat after the first one has gone, replacing it if it is still held open', () => {
    const { show, toasts, later } = setup()
    show(busy)
    later(12_000)
    show(busy)
    expect(toasts.dismiss).toHaveBeenCalledWith(1)
    expect(toasts.notify).toHaveBeenCalledTimes(2)
  })
})
