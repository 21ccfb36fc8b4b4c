import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PriceTable } from '../PriceTable'
import { EventCard } from './EventCard'

const render = (node: React.ReactNode) => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  return renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>)
}

describe('event card price', () => {
  it('writes the lowest price the way the price table writes it', () => {
    const card = render(
      <EventCard
        title="Hong Kong Philharmonic"
        href="/Event/1.html"
        startDate="2027-02-06"
        venue="Hong Kong Cultural Centre"
        priceFrom={1280}
      />,
    )
    const table = render(<PriceTable rows={[{ id: 'a', label: 'Zone A', price: 1280 }]} />)
    expect(card).toContain('From HK$1,280')
    expect(table).toContain('HK$1,280')
  })
})
