import { describe, expect, it, vi } from 'vitest'
import { toastOnce, togetherMs } from './toastOnce'

function setup() {
  let time = 0
  let nextId = 1
  const toasts = { notify: vi.fn(() => nextId++), dismiss: vi.fn() }
  const show = toastOnce(toasts, () => time)
  return { show, toasts, later: (ms: number) => (time += ms) }
}
const busy = { kind: 'error', title: 'Server is busy, please try again later.' } as const

describe('notifications', () => {
  it('show the same failure once when several calls fail together', () => {
    const { show, toasts, later } = setup()
    show(busy)
    show(busy)
    later(togetherMs - 1)
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

  it('tell a later failure again, replacing the one still on screen so it stays its whole time', () => {
    const { show, toasts, later } = setup()
    show(busy)
    later(togetherMs)
    show(busy)
    expect(toasts.dismiss).toHaveBeenCalledWith(1)
    expect(toasts.notify).toHaveBeenCalledTimes(2)
    later(togetherMs - 1)
    show(busy)
    expect(toasts.notify).toHaveBeenCalledTimes(2)
  })
})
