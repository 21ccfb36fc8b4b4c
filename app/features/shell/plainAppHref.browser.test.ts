import { describe, expect, test } from 'vitest'
import type { Locale } from '../../../domain/preferences'
import { createQueryClient } from '../../api/queryClient'
import { auth } from '../../auth/auth'
import { setCurrentLocale } from '../../i18n/currentLocale'
import { createAppRouter } from '../../router'
import { plainAppHref } from './plainAppHref'

// the frame's, the footer's, the cards' and the data's kinds of in-app address
const plain = [
  '/Events.html',
  '/Venues.html',
  '/Search.html',
  '/PastEvents.html',
  '/Help.html',
  '/AboutUs.html',
  '/HowToBuy.html',
  '/TicketCollection.html',
  '/Event/8801',
  '/Event/8801/Buy',
  '/Venue/12',
  '/Member/Favourites.html',
  '/Member/WishList.html',
  '/Login.html',
  '/BoxOffice.do',
  '/Tdm.html',
  '/NoSuchPage.html',
  '/a/b-c/d_e.f',
  // with a language prefix already (a location the router built): the current one instead
  '/en_us/Events.html',
  '/zh_hk/Event/8801',
]
// left to the router
const other = [
  '/',
  '/Events.html?category=pop',
  '/Events.html#news',
  '/Search.html?q=jazz&page=2',
  '/Event/8801/',
  '/a/../Events.html',
  '/./Events.html',
  '/Événements.html',
  '/Events html',
]
const locales: Locale[] = ['en', 'zh-Hans', 'zh-Hant']

describe('a plain in-app address', () => {
  const router = createAppRouter({ queryClient: createQueryClient(() => undefined), auth })

  test.each(locales)('in %s is written as the router writes it', (locale) => {
    setCurrentLocale(locale)
    for (const href of plain) {
      const built = router.buildLocation({ href } as Parameters<typeof router.buildLocation>[0])
      expect(plainAppHref(href, locale), href).toBe(built.publicHref)
    }
  })

  test('with a query, a fragment, a trailing slash, dots or other letters is left to the router', () => {
    for (const href of other) expect(plainAppHref(href, 'en'), href).toBeUndefined()
  })
})
