import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderInBrowser } from '../testing'
import { Combobox } from './Combobox'

const districts = [
  { value: 'cw', label: 'Central and Western' },
  { value: 'wch', label: 'Wan Chai' },
  { value: 'st', label: 'Sha Tin' },
  { value: 'ssp', label: 'Sham Shui Po' },
  { value: 'tst', label: 'Tsim Sha Tsui' },
]

function District({
  initial = null,
  onChange = () => {},
}: {
  initial?: string | null
  onChange?: (v: string | null) => void
}) {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <>
      <Combobox
        label="District"
        options={districts}
        value={value}
        onValueChange={(next) => {
          setValue(next)
          onChange(next)
        }}
      />
      <button type="button">Next</button>
    </>
  )
}

const activeOption = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant')
  return id ? document.getElementById(id)?.textContent : undefined
}

describe('Combobox, used with a keyboard', () => {
  it('filters as you type and Enter picks the highlighted district', async () => {
    const onChange = vi.fn()
    const screen = renderInBrowser(<District onChange={onChange} />)
    const box = screen.getByRole('combobox', { name: 'District' })
    await userEvent.click(box)
    await userEvent.keyboard('sha')
    await expect
      .poll(() => screen.getAllByRole('option').map((o) => o.textContent))
      .toEqual(['Sha Tin', 'Sham Shui Po', 'Tsim Sha Tsui'])
    expect(activeOption(box)).toBe('Sha Tin')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('ssp')
    expect(box).toHaveValue('Sham Shui Po')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    // focus never left the text box
    expect(box).toHaveFocus()
  })

  it('opens with ArrowDown on the chosen option and wraps around both ends', async () => {
    const screen = renderInBrowser(<District initial="tst" />)
    const box = screen.getByRole('combobox', { name: 'District' })
    box.focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(box).toHaveAttribute('aria-expanded', 'true')
    expect(activeOption(box)).toBe('Tsim Sha Tsui')
    expect(screen.getByRole('option', { name: 'Tsim Sha Tsui' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await userEvent.keyboard('{ArrowDown}')
    expect(activeOption(box)).toBe('Central and Western')
    await userEvent.keyboard('{ArrowUp}')
    expect(activeOption(box)).toBe('Tsim Sha Tsui')
  })

  it('Escape closes the list and keeps the earlier choice; a second Escape clears it', async () => {
    const onChange = vi.fn()
    const screen = renderInBrowser(<District initial="wch" onChange={onChange} />)
    const box = screen.getByRole('combobox', { name: 'District' })
    await userEvent.click(box)
    await userEvent.keyboard('{Control>}a{/Control}tsim')
    expect(box).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Escape}')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(box).toHaveValue('Wan Chai')
    expect(onChange).not.toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    expect(box).toHaveValue('')
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('Escape on an open list does not reach a dialog listening on the document', async () => {
    const dialogHeardEscape = vi.fn()
    const listen = (event: KeyboardEvent) => event.key === 'Escape' && dialogHeardEscape()
    document.addEventListener('keydown', listen, { capture: true })
    try {
      const screen = renderInBrowser(<District initial="st" />)
      const box = screen.getByRole('combobox', { name: 'District' })
      box.focus()
      await userEvent.keyboard('{ArrowDown}')
      await userEvent.keyboard('{Escape}')
      expect(box).toHaveAttribute('aria-expanded', 'false')
      expect(box).toHaveValue('Sha Tin')
      expect(dialogHeardEscape).not.toHaveBeenCalled()
      // with the list closed, Escape is the dialog's again
      await userEvent.keyboard('{Escape}')
      expect(dialogHeardEscape).toHaveBeenCalledOnce()
    } finally {
      document.removeEventListener('keydown', listen, { capture: true })
    }
  })

  it('keeps a district typed out in full when Tab leaves, and drops a partial one', async () => {
    const onChange = vi.fn()
    const screen = renderInBrowser(<District onChange={onChange} />)
    const box = screen.getByRole('combobox', { name: 'District' })
    await userEvent.click(box)
    await userEvent.keyboard('wan chai')
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus()
    expect(onChange).toHaveBeenLastCalledWith('wch')
    expect(box).toHaveValue('Wan Chai')

    await userEvent.click(box)
    await userEvent.keyboard('{Control>}a{/Control}Mong')
    await userEvent.tab()
    expect(box).toHaveValue('Wan Chai')
  })

  it('says so when nothing matches', async () => {
    const screen = renderInBrowser(<District />)
    const box = screen.getByRole('combobox', { name: 'District' })
    await userEvent.click(box)
    await userEvent.keyboard('Mong Kok')
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect(screen.getAllByText('No matches').length).toBeGreaterThan(0)
    await userEvent.keyboard('{Enter}')
    expect(box).toHaveValue('Mong Kok')
  })
})
