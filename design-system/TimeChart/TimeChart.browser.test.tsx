import { afterEach, describe, expect, it } from 'vitest'
import { renderInBrowser } from '../testing'
import { palettes } from '../tokens'
import { TimeChart } from './TimeChart'

/** Whether any pixel of the chart's canvas is exactly this `#rrggbb` colour. */
function drawsIn(host: HTMLElement, hex: string) {
  const canvas = host.querySelector('canvas')
  const context = canvas?.getContext('2d')
  if (!canvas || !context) return false
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
  for (let i = 0; i < data.length; i += 4)
    if (data[i] === r && data[i + 1] === g && data[i + 2] === b && data[i + 3] === 255) return true
  return false
}

const chart = () =>
  renderInBrowser(
    <TimeChart
      label="Revenue by day"
      dateHeader="Day"
      valueHeader="Revenue"
      formatValue={(value) => `HK$${value}`}
      points={[
        { date: '2026-12-01', value: 2480 },
        { date: '2026-12-02', value: 480 },
      ]}
    />,
  )

describe('TimeChart', () => {
  afterEach(() => document.documentElement.removeAttribute('data-theme'))

  it('draws its bars in the theme’s primary colour, and again in the new one when the theme changes', async () => {
    const { host } = chart()
    await expect.poll(() => drawsIn(host, palettes.default.primary)).toBe(true)
    document.documentElement.setAttribute('data-theme', 'night')
    await expect.poll(() => drawsIn(host, palettes.night.primary)).toBe(true)
    expect(drawsIn(host, palettes.default.primary)).toBe(false)
  })

  it('gives the same figures as a table, its text alternative', async () => {
    const screen = chart()
    expect(screen.getByRole('img', { name: 'Revenue by day' })).toBeTruthy()
    expect(screen.getAllByText('HK$2480').length).toBeGreaterThan(0)
    expect(screen.getAllByText('1 Dec 2026').length).toBeGreaterThan(0)
  })
})
