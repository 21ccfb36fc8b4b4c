import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderInBrowser } from '../testing'
import { Box } from './Box'
import { Inline } from './Inline'
import { Stack } from './Stack'
import { Tiles } from './Tiles'

const boxes = (host: HTMLElement) =>
  [...host.querySelectorAll('[data-item]')].map((item) => item.getBoundingClientRect())

const item = (label: string, width = '6rem') => (
  <Box key={label} data-item="" style={{ width, height: '2rem' }}>
    {label}
  </Box>
)

describe('layout primitives', () => {
  it('Stack puts its items one under another with the gap between them', () => {
    const { host } = renderInBrowser(<Stack gap="lg">{['a', 'b', 'c'].map((l) => item(l))}</Stack>)
    const [a, b, c] = boxes(host)
    expect(a?.left).toBe(b?.left)
    // 1rem between each
    expect((b?.top ?? 0) - (a?.bottom ?? 0)).toBe(16)
    expect((c?.top ?? 0) - (b?.bottom ?? 0)).toBe(16)
  })

  it('Inline puts its items side by side and wraps them when the line is full', () => {
    const { host } = renderInBrowser(
      <Box style={{ width: '14rem' }}>
        <Inline gap="sm">{['a', 'b', 'c'].map((l) => item(l))}</Inline>
      </Box>,
    )
    const [a, b, c] = boxes(host)
    expect(a?.top).toBe(b?.top)
    expect((b?.left ?? 0) - (a?.right ?? 0)).toBe(8)
    // two 6rem items and a gap fit in 14rem; the third goes on the next line
    expect(c?.top).toBeGreaterThan(a?.bottom ?? 0)
  })

  it('a list drawn by Stack or Inline keeps its list semantics but loses bullets and indent', () => {
    const screen = renderInBrowser(
      <Stack as="ul" gap="sm">
        <li>Sha Tin</li>
        <li>Wan Chai</li>
      </Stack>,
    )
    const list = screen.getByRole('list')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(getComputedStyle(list).listStyleType).toBe('none')
    expect(getComputedStyle(list).paddingInlineStart).toBe('0px')
  })

  it('Tiles fills the width with as many 16 rem columns as fit', async () => {
    await page.viewport(1000, 600)
    const { host } = renderInBrowser(
      <Box style={{ width: '50rem' }}>
        <Tiles gap="lg">{['a', 'b', 'c', 'd'].map((l) => item(l, 'auto'))}</Tiles>
      </Box>,
    )
    const [a, b, c, d] = boxes(host)
    // 50rem holds three columns of at least 16rem with 1rem gaps
    expect(a?.top).toBe(c?.top)
    expect(d?.top).toBeGreaterThan(a?.bottom ?? 0)
    expect(b?.width).toBeGreaterThanOrEqual(256)
  })
})
