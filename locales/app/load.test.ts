import { describe, expect, it } from 'vitest'
import { messages as enFeatures } from '../en/app/features.po'
import { messages as enButton } from '../en/design-system/Button.po'
import { messages as enDomain } from '../en/domain.po'
import { messages as enServer } from '../en/server.po'
import { loadCatalog } from './load'

describe('the catalog a browser loads', () => {
  it('holds the app’s, the design system’s and the domain’s messages', async () => {
    expect.hasAssertions()
    const catalog = await loadCatalog('en')
    for (const id of [enFeatures, enButton, enDomain].flatMap(Object.keys)) {
      expect(catalog, id).toHaveProperty(id)
    }
  })

  it('never carries the server’s mail texts', async () => {
    const catalog = await loadCatalog('en')
    // a text the app also says (the same English, so the same id) is the app's as well
    const serverOnly = Object.keys(enServer).filter((id) => !(id in enDomain || id in enFeatures))
    expect(serverOnly.length).toBeGreaterThan(0)
    for (const id of serverOnly) expect(catalog, id).not.toHaveProperty(id)
  })
})
