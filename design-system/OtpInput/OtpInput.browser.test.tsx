import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderInBrowser } from '../testing'
import { OtpInput, type OtpInputProps } from './OtpInput'

function Code(props: Partial<OtpInputProps>) {
  const [code, setCode] = useState('')
  return <OtpInput value={code} onValueChange={setCode} {...props} />
}

const cells = (host: HTMLElement) =>
  Array.from(host.querySelectorAll('[data-filled]'), (cell) => ({
    digit: cell.textContent,
    active: cell.getAttribute('data-active') === 'true',
  }))

const paste = (target: HTMLElement, text: string) => {
  const data = new DataTransfer()
  data.setData('text/plain', text)
  target.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  )
}

describe('OtpInput, used with a keyboard', () => {
  it('is one labelled field that phones can fill from the message', () => {
    const screen = renderInBrowser(<Code />)
    const input = screen.getByRole('textbox', { name: 'Verification code' })
    expect(input).toHaveAttribute('autocomplete', 'one-time-code')
    expect(input).toHaveAttribute('inputmode', 'numeric')
    expect(input).toHaveAccessibleDescription('Enter the 6-digit code we sent you')
  })

  it('fills the boxes in order, ignores letters and reports the code after the sixth digit', async () => {
    const onComplete = vi.fn()
    const screen = renderInBrowser(<Code onComplete={onComplete} />)
    const input = screen.getByRole('textbox', { name: 'Verification code' })
    await userEvent.click(input)
    await userEvent.keyboard('12a34')
    expect(input).toHaveValue('1234')
    expect(cells(input.parentElement as HTMLElement).map((c) => c.digit)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '',
      '',
    ])
    expect(cells(input.parentElement as HTMLElement)[4]?.active).toBe(true)
    expect(onComplete).not.toHaveBeenCalled()
    await userEvent.keyboard('56')
    expect(onComplete).toHaveBeenCalledWith('123456')
  })

  it('fills every box when the whole code is pasted, whatever surrounds it', async () => {
    const onComplete = vi.fn()
    const screen = renderInBrowser(<Code onComplete={onComplete} />)
    const input = screen.getByRole('textbox', { name: 'Verification code' })
    await userEvent.click(input)
    paste(input, 'Your Citytix code: 482 915')
    await expect.poll(() => (input as HTMLInputElement).value).toBe('482915')
    expect(onComplete).toHaveBeenCalledWith('482915')
  })

  it('moves between boxes with the arrows and Backspace removes the digit before', async () => {
    const screen = renderInBrowser(<Code />)
    const input = screen.getByRole('textbox', { name: 'Verification code' })
    const box = input.parentElement as HTMLElement
    await userEvent.click(input)
    await userEvent.keyboard('9876')
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    await expect.poll(() => cells(box).findIndex((c) => c.active)).toBe(2)
    await userEvent.keyboard('{Backspace}')
    expect(input).toHaveValue('976')
    await expect.poll(() => cells(box).findIndex((c) => c.active)).toBe(1)
    await userEvent.keyboard('{ArrowRight}')
    await expect.poll(() => cells(box).findIndex((c) => c.active)).toBe(2)
  })
})

describe('Resend code', () => {
  // the countdown's clock and its timers are the test's: it moves them, nothing waits for them
  // (React renders on its own real scheduler)
  const clock = { now: 1_000_000 }
  const now = () => clock.now
  const later = (ms: number) => {
    clock.now += ms
    vi.advanceTimersByTime(ms)
  }
  const fakeTimers = () =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('ignores presses during the countdown, then becomes usable and says so politely', async () => {
    fakeTimers()
    const onResend = vi.fn()
    // sent 59.5 s ago: half a second of countdown left
    const screen = renderInBrowser(
      <Code sentAt={clock.now - 59_500} onResend={onResend} now={now} />,
    )
    const button = screen.getByRole('button', { name: 'Resend code' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveAccessibleDescription('Available in 1 s')
    button.focus()
    await userEvent.keyboard('{Enter}')
    expect(onResend).not.toHaveBeenCalled()

    later(500)
    await expect.poll(() => button.getAttribute('aria-disabled')).toBeNull()
    // the announcement is set by an effect after the render that enables the button
    await expect
      .poll(() => screen.queryByText('You can now request a new code.'))
      .toBeInTheDocument()
    await userEvent.keyboard('{Enter}')
    expect(onResend).toHaveBeenCalledOnce()
  })

  it('says only that it is ready when the countdown ends before its start was announced', async () => {
    fakeTimers()
    // the start is announced half a second after mounting; the clock reaches the end first
    const screen = renderInBrowser(
      <Code sentAt={clock.now - 59_500} onResend={() => {}} now={now} />,
    )
    clock.now += 500
    vi.advanceTimersByTime(250)
    await expect
      .poll(() => screen.queryByText('You can now request a new code.'))
      .toBeInTheDocument()
    const ready = screen.getByText('You can now request a new code.')
    // the start's announcement, due now, stays unsaid
    later(800)
    await new Promise(requestAnimationFrame)
    expect(ready).toHaveTextContent('You can now request a new code.')
  })

  it('announces the start of a countdown once, not every second', async () => {
    fakeTimers()
    const screen = renderInBrowser(<Code sentAt={clock.now} onResend={() => {}} now={now} />)
    later(500)
    await expect
      .poll(() => screen.queryByText('A new code can be requested in 60 seconds.'))
      .toBeInTheDocument()
    const region = screen.getByText('A new code can be requested in 60 seconds.')
    later(1300)
    await expect.poll(() => screen.queryByText('Available in 59 s')).toBeInTheDocument()
    expect(region).toHaveTextContent('A new code can be requested in 60 seconds.')
  })
})
