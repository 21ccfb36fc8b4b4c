import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderInBrowser } from '../testing'
import { DataList } from './DataList'

const facts = () =>
  renderInBrowser(
    <DataList>
      <DataList.Item label="Venue">Hong Kong Coliseum</DataList.Item>
      <DataList.Item label="Date">Saturday 14 June</DataList.Item>
    </DataList>,
  )

const rect = (host: HTMLElement, text: string) =>
  [...host.querySelectorAll('dt, dd')]
    .find((cell) => cell.textContent === text)
    ?.getBoundingClientRect()

describe('DataList', () => {
  afterEach(() => page.viewport(1280, 800))

  it('puts each value beside its label where there is room', async () => {
    await page.viewport(1024, 800)
    const { host } = facts()
    const label = rect(host, 'Venue')
    const value = rect(host, 'Hong Kong Coliseum')
    expect(value?.top).toBe(label?.top)
    expect(value?.left).toBeGreaterThan(label?.right ?? Number.POSITIVE_INFINITY)
  })

  it('puts each label over its value on a 320 px phone', async () => {
    await page.viewport(320, 640)
    const { host } = facts()
    const label = rect(host, 'Venue')
    const value = rect(host, 'Hong Kong Coliseum')
    expect(value?.left).toBe(label?.left)
    expect(value?.top).toBeGreaterThanOrEqual(label?.bottom ?? Number.POSITIVE_INFINITY)
  })
})
