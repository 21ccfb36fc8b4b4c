import type { Page } from '@playwright/test'

/** Every page of spec §2 (without a language prefix), with its English heading. */
export const pages = [
  ['/Events.html', 'Events'],
  ['/Login.html', 'Member login'],
  ['/ForgotPassword.html', 'Forgot password'],
  ['/ResetPassword.html', 'Reset password'],
  ['/Member/TxnHistory.html', 'Transaction history'],
  ['/Member/TransactionDetail.html', 'Transaction details'],
  ['/Member/MemberInfo.html', 'Member information'],
  ['/Member/TopUpsHistory.html', 'Points top-up history'],
  ['/Member/WishList.html', 'Wish list'],
  // named in spec §2 without a route; the header's member menu links to them
  ['/Member/MyFavourite.html', 'My favourites'],
  ['/Member/MyPoints.html', 'My points'],
  ['/Member/Inbox.html', 'Inbox'],
  ['/AboutUs.html', 'About us'],
  ['/Help.html', 'Help'],
  ['/CS.html', 'Customer service'],
  ['/PastEvents.html', 'Past events'],
  ['/TxnChangeRequest.html', 'Transaction change request'],
  ['/Faq.html', 'Frequently asked questions'],
  ['/BuyTickets.html', 'How to buy tickets'],
  ['/SystemRequirement.html', 'System requirements'],
  ['/BuyEventTickets.html', 'How to buy event tickets'],
  ['/PaymentMethod.html', 'Payment methods'],
  ['/Delivery.html', 'Ticket collection and delivery'],
  ['/DeliveryChangeRequest.html', 'Delivery change request'],
  ['/BoxOffice.html', 'Box offices'],
  ['/TicketingTerminal.html', 'Ticketing kiosks'],
  ['/ServiceFee.html', 'Service fees'],
  ['/ReleaseNotes.html', 'Privacy policy and terms'],
  // named in spec §2 without a route (ticket collection, maintenance, newsletter), or a page of
  // an old address (/TermsOfUse.do)
  ['/TicketCollection.html', 'Ticket collection'],
  ['/Maintenance.html', 'System maintenance'],
  ['/TermsOfUse.html', 'Terms of use'],
  ['/Newsletter.html', 'Newsletter'],
  ['/Unsubscribe.html', 'Unsubscribe from the newsletter'],
  ['/UnsubscribeSuccess.html', 'Unsubscribed'],
  // last: it ends the login the member pages above need
  ['/Logout.html', 'Log out'],
] as const

export const prefixes = ['en_us', 'zh_cn', 'zh_hk'] as const

/** The config file of spec §3, as the test needs it (the rest an ordinary day). */
export async function answerConfig(
  page: Page,
  config: {
    showWishList?: boolean
    specificPeriodGray?: { effectiveFrom: string; effectiveTo: string } | null
    customerServiceChatUrl?: string | null
  } = {},
) {
  await page.route('**/data/config.json*', (route) =>
    route.fulfill({
      json: {
        specificPeriodGray: null,
        showWishList: false,
        customerServiceChatUrl: null,
        maintenance: null,
        ...config,
      },
    }),
  )
}

export async function answerHotEvent(page: Page, isHotEvent: boolean) {
  await page.route('**/api/is_hot_event.do*', (route) => route.fulfill({ json: { isHotEvent } }))
}

/** Counts the personal-notice calls the page makes and answers them with `notices`. */
export async function countNoticeCalls(page: Page, answer: 'ok' | 'fail' = 'ok') {
  const calls: string[] = []
  await page.route('**/api/user/personalNotices.do*', (route) => {
    calls.push(route.request().url())
    return answer === 'ok'
      ? route.fulfill({
          json: {
            data: [
              {
                id: 1,
                title: { en: 'Result', 'zh-Hans': '结果', 'zh-Hant': '結果' },
                body: { en: 'Matched', 'zh-Hans': '已配对', 'zh-Hant': '已配對' },
                sentAt: '2026-11-01T10:00:00+08:00',
                read: false,
              },
              {
                id: 2,
                title: { en: 'Old', 'zh-Hans': '旧', 'zh-Hant': '舊' },
                body: { en: 'Read', 'zh-Hans': '已读', 'zh-Hant': '已讀' },
                sentAt: '2026-10-01T10:00:00+08:00',
                read: true,
              },
            ],
          },
        })
      : route.fulfill({ status: 500, json: { code: 'SERVER_BUSY', message: 'busy' } })
  })
  return calls
}

/**
 * The login state a previous visit left behind (what the login screen will store; 200457 is
 * the member id of the mock's login answer).
 */
export async function rememberLogin(page: Page, welcome = 'Chan Tai Man') {
  await page.addInitScript((name) => {
    if (sessionStorage.getItem('test-login-seeded')) return
    sessionStorage.setItem('test-login-seeded', '1')
    localStorage.setItem('isLogin', 'true')
    localStorage.setItem('welcome', name)
    localStorage.setItem('memberId', '200457')
    localStorage.setItem('CL_TK', 'token-from-login')
  }, welcome)
}

/** The header's language menu: opens it and picks a language by its own name. */
export async function chooseLanguage(page: Page, name: 'English' | '简体中文' | '繁體中文') {
  await page.getByRole('button', { name: /^(Language|语言|語言)/ }).click()
  await page.getByRole('menuitemradio', { name }).click()
}

/** The header's member menu button ("Welcome, …"), for a logged-in member. */
export const memberMenu = (page: Page) => page.getByRole('button', { name: /^Welcome, / })

/** Logs out from the header's member menu. */
export async function logOutFromMenu(page: Page) {
  await memberMenu(page).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
}

/** One event of the list answer, in the contract's shape. */
export function sampleEvent(id: number, en: string, zhHant = en, zhHans = en) {
  return {
    id,
    title: { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant },
    category: 'popConcert',
    imageUrl: `/images/events/${id}.svg`,
    venue: {
      id: 'hong-kong-coliseum',
      name: { en: 'Hong Kong Coliseum', 'zh-Hans': '香港体育馆', 'zh-Hant': '香港體育館' },
    },
    region: 'hongKong',
    firstShow: '2026-12-01T20:00:00+08:00',
    lastShow: '2026-12-03T20:00:00+08:00',
    priceFrom: 380,
    priceTo: 1280,
    status: 'onSale',
    likes: 1280,
    dailyRecommendation: false,
  }
}

/** Answers the events home's list with these events. */
export async function answerEventList(page: Page, events: ReturnType<typeof sampleEvent>[]) {
  await page.route('**/data/utsvEventList.json*', (route) =>
    route.fulfill({ json: { total: events.length, data: events } }),
  )
}

/** The notifications (toasts) on screen. */
export const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ })

/** A busy server, as the contract writes it. */
export const serverBusy = {
  status: 503,
  json: { code: 'SERVER_BUSY', message: 'Server is busy, please try again later.' },
}
