import { describe, expect, it } from 'vitest'
import { mapHref, venueMapHref } from './mapHref'

describe('a venue’s map link', () => {
  it('puts a marker on the venue on OpenStreetMap', () => {
    expect(mapHref(22.3017, 114.1823)).toBe(
      'https://www.openstreetmap.org/?mlat=22.30170&mlon=114.18230#map=17/22.30170/114.18230',
    )
  })

  it('is left out when the venue has no position', () => {
    expect(venueMapHref({ latitude: 22.3 })).toBeUndefined()
    expect(venueMapHref({ latitude: 22.3, longitude: 114.2 })).toContain('mlon=114.20000')
  })
})
