// One call per operation of openapi.yaml, made through the app's own query and mutation
// options (app/api/queries*) with realistic arguments, so an operation the app calls wrongly
// fails the contract test. The test checks the table covers every operation and that every
// query and mutation the app exports is used here.
import { MutationObserver, type QueryClient } from '@tanstack/react-query'
import { api } from '../../app/api/client'
import { unwrap } from '../../app/api/errors'
import type { Schemas } from '../../app/api/queries'
import * as queries from '../../app/api/queries'

/** Runs one operation through the app's options on a QueryClient. */
export type Run = (client: QueryClient) => Promise<unknown>

/** The app's query and mutation options used by the table, to compare with what it exports. */
export const used = new Set<unknown>()

// biome-ignore lint/suspicious/noExplicitAny: any query factory of the app, whatever it reads
function read<A extends unknown[]>(factory: (...args: A) => any, ...args: A): Run {
  used.add(factory)
  return (client) => client.fetchQuery(factory(...args))
}

function write<V>(
  options: { mutationFn?: (variables: V, ...context: never[]) => Promise<unknown> },
  variables: NoInfer<V>,
): Run {
  used.add(options)
  return (client) => new MutationObserver(client, options as never).mutate(variables as never)
}

const performanceId = 880101
const officeEventForm: Schemas['OfficeEventForm'] = {
  title: {
    en: 'Harbour Lights Pop Concert',
    'zh-Hant': '港灣燈影流行演唱會',
    'zh-Hans': '港湾灯影流行演唱会',
  },
  description: { en: 'A night of songs.', 'zh-Hant': '一夜歌聲。', 'zh-Hans': '一夜歌声。' },
  category: 'popConcert',
  venueId: 'hk-coliseum',
  ticketTypes: ['student'],
  maxTicketsPerTransaction: 4,
}
const wishId = 7305
const card = { previewId: 'PV-20261201-7731', cardToken: 'tok_visa_4242' }
const profile: Pick<
  Schemas['RegisterRequest'],
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'birthday'
  | 'address'
  | 'mobile'
  | 'interests'
  | 'optOutDirectMarketing'
> = {
  title: 'Mr',
  firstName: 'Tai Man',
  lastName: 'Chan',
  birthday: { month: 8, day: 18 },
  address: {
    country: 'HK',
    province: 'HK-ALL',
    area: 'HK-NT',
    district: 'HK-NT-ST',
    street: '1 Yuen Wo Road',
    building: 'Sha Tin Centre Block 2',
  },
  mobile: { areaCode: '852', number: '91234567' },
  interests: ['popConcert', 'sports'],
  optOutDirectMarketing: false,
}
const email = 'taiman.chan@example.com.hk'
const social = { code: '4/0AeaYSHB3kq9Zx2d', state: '3fGk1u9Xq0Zr5tYb2Lm8Wn4Pc7Hs6Ad1' }

export const calls: Record<string, Run> = {
  // public data
  'GET /api/is_hot_event.do': read(queries.hotEventQuery),
  'GET /data/bannerList.json': read(queries.bannersQuery, '2026-12-01'),
  'GET /data/utsvCategoryListWithUrbtix.json': read(queries.categoriesQuery),
  'GET /data/utsvEventList.json': read(queries.eventListQuery, {
    category: 'concert',
    when: 'thisWeekend',
    region: 'hongKong',
    tab: 'all',
    page: 1,
  }),
  'GET /data/urbtixEventList.json': read(queries.cityTicketingEventsQuery, { when: 'nextMonth' }),
  'GET /data/brandedPresenterList.json': read(queries.presentersQuery),
  'GET /api/kdafEventList.do': read(queries.festivalEventsQuery),
  'GET /api/hkiffEventList.do': read(queries.filmFestivalEventsQuery),
  'GET /data/utsvPassEventList.json': read(queries.pastEventsQuery, { pageSize: 12 }),
  'GET /data/newsList.json': read(queries.newsQuery),
  'GET /data/popupEventList.json': read(queries.popupsQuery),
  'GET /data/config.json': read(queries.configQuery),
  'GET /data/faqList.json': read(queries.faqQuery),
  'GET /data/helpPages/{page}.json': read(queries.helpPageQuery, 'ServiceFee'),
  'GET /api/addressList.do': read(queries.addressesQuery),
  // events
  'GET /api/event/{eventId}.do': read(queries.eventQuery, 8801),
  'GET /api/performance/{performanceId}/seatPlan.do': read(queries.seatPlanQuery, performanceId),
  'GET /api/venueList.do': read(queries.venuesQuery, 'hongKong'),
  'GET /api/venue/{venueId}.do': read(queries.venueQuery, 'hkc'),
  'GET /api/search.do': read(queries.searchQuery, '體育館'),
  // basket
  'GET /api/basket.do': read(queries.basketQuery),
  'POST /api/basket/hold.do': write(queries.createHoldMutation, {
    performanceId,
    seatIds: ['B-12-15', 'B-12-16'],
    ticketTypes: [{ seatId: 'B-12-16', ticketType: 'student' }],
  }),
  'DELETE /api/basket/hold/{holdId}.do': write(queries.releaseHoldMutation, 'H-20261201-5521'),
  'POST /api/checkout.do': write(queries.checkoutMutation, {
    collectionMethod: 'eTicket',
    paymentMethod: 'fps',
  }),
  'GET /api/preview/{previewId}.do': read(queries.checkoutPreviewQuery, card.previewId),
  'POST /api/payment.do': write(queries.payMutation, card),
  'GET /api/receipt/{txnNo}.do': read(queries.receiptQuery, 'T2026120100042'),
  'POST /api/ticket/verify.do': read(
    queries.ticketCheckQuery,
    'CT1.T2026120100042.1.P880101.q3Jm0Yx7dKcR2vTn8bLw1A',
  ),
  // waiting room
  'GET /api/waitingRoom/{performanceId}.do': read(queries.waitingRoomQuery, performanceId),
  'POST /api/waitingRoom/{performanceId}/entry.do': write(queries.joinWaitingRoomMutation, {
    performanceId,
    captchaId: '9dQe1sWm3T0nYxVb2kLp8A',
    captchaCode: 'K7XPM',
  }),
  'GET /api/waitingRoom/{performanceId}/entry.do': read(
    queries.waitingRoomStatusQuery,
    performanceId,
  ),
  // the page reads it with an EventSource and falls back to polling, saying nothing, when it
  // fails (features/room/useWaitingRoom.ts); here its text, as quietly
  'GET /api/waitingRoom/stream/{streamKey}.do': (client) =>
    client.fetchQuery({
      queryKey: ['contract', 'waitingRoomStream'],
      queryFn: () =>
        api
          .GET('/api/waitingRoom/stream/{streamKey}.do', {
            params: { path: { streamKey: 'q3V9mJx0bT2sLw8eNcYk5A' } },
            parseAs: 'text',
          })
          .then(unwrap),
      meta: { quiet: true },
    }),
  'GET /api/waitingRoom/{performanceId}/shuffle.do': read(
    queries.waitingRoomShuffleQuery,
    performanceId,
  ),
  // cinema
  'GET /api/cinema/schedule.do': read(queries.cinemaScheduleQuery, '2026-12-05'),
  'GET /api/cinema/movie/{movieId}.do': read(queries.movieQuery, 3107),
  'GET /api/cinema/houses.do': read(queries.cinemaHousesQuery),
  'GET /api/cinema/show/{showId}/seatPlan.do': read(queries.cinemaSeatPlanQuery, 51207),
  'GET /api/cinema/captcha.do': read(queries.captchaQuery),
  'POST /api/cinema/booking.do': write(queries.createCinemaBookingMutation, {
    showId: 51207,
    seatIds: ['F-7', 'F-8'],
    tickets: [{ ticketClass: 'studentChild', quantity: 2 }],
    captchaId: 'cap-8f3a21',
    captchaCode: 'K7M2Q',
    courier: true,
  }),
  'GET /api/cinema/booking/{bookingId}.do': read(queries.cinemaBookingQuery, 'CB-20261205-0193'),
  'POST /api/cinema/booking/{bookingId}/confirm.do': write(queries.confirmCinemaBookingMutation, {
    bookingId: 'CB-20261205-0193',
    previewId: 'CB-20261205-0193',
    cardToken: 'tok_mastercard_5454',
  }),
  // forms
  'POST /ContactUs.do': write(queries.contactMutation, {
    name: '陳大文',
    email,
    contactNumber: '+852 9123 4567',
    content: '請問可否改為在沙田大會堂取票？',
  }),
  'GET /api/txnChangeRequest/presignedUrl.do': write(
    queries.cardImageUploadUrlMutation,
    'card-front.jpg',
  ),
  'POST /api/txnChangeRequest.do': write(queries.txnChangeMutation, {
    txnNo: 'T2026120100042',
    cardNumber: '4921 **** **** 0357',
    cardImageKey: 'txn-change/8c1e6f0a/card-front.jpg',
    changeContactName: true,
    newContactName: 'Chan Siu Ming',
    changeContactNumber: true,
    newContactNumber: '+852 6123 8899',
  }),
  'POST /api/deliveryChangeRequest.do': write(queries.deliveryChangeMutation, {
    txnNo: 'T2026120100042',
    contactName: 'Chan Tai Man',
    mobile: '+852 9123 4567',
    deliveryAddress: 'Flat 5A, 33 Ma Tau Wai Road, To Kwa Wan, Kowloon',
    email,
    cardImageKey: 'txn-change/8c1e6f0a/card-front.jpg',
  }),
  'POST /api/changeRequest/confirm.do': write(
    queries.confirmChangeRequestMutation,
    '9d0f13c6e2a7b4c1d8e5f2a3b6c9d0e1f2a3b4c5d6e7f8a9',
  ),
  'POST /api/subscribe.do': write(queries.subscribeMutation, email),
  'POST /api/unsubscribe.do': write(queries.unsubscribeMutation, email),
  // outlets
  'GET /api/boxOfficeList.do': read(queries.boxOfficesQuery, 'Sha Tin'),
  'GET /api/boxOfficeAddressList.do': read(queries.outletAddressListQuery, 'boxOffices'),
  'GET /api/kioskList.do': read(queries.kiosksQuery, undefined, 'hongKong'),
  'GET /api/kioskAddressList.do': read(queries.outletAddressListQuery, 'kiosks'),
  // login and account
  'POST /Logout.do': write(queries.logoutMutation, undefined),
  'POST /api/user/login.do': write(queries.loginMutation, {
    loginId: email,
    password: 'Harbour2026!',
  }),
  'POST /api/otp.do': write(queries.requestOtpMutation, { email, acceptTerms: true }),
  'POST /api/otp2.do': write(queries.requestOtpMutation, {
    email,
    acceptTerms: true,
    resend: true,
  }),
  'POST /api/otp3.do': write(queries.requestVerificationOtpMutation, {
    email,
    acceptTerms: true,
  }),
  'POST /api/LoginOTP.do': write(queries.loginWithOtpMutation, {
    email,
    otp: '384912',
    acceptTerms: true,
  }),
  'GET /api/login/providers.do': read(queries.socialLoginProvidersQuery),
  'POST /api/login/start.do': write(queries.startSocialLoginMutation, 'google'),
  'POST /api/login/facebook.do': write(queries.loginWithFacebookMutation, social),
  'POST /api/login/google.do': write(queries.loginWithGoogleMutation, social),
  'POST /api/login/wechat.do': write(queries.loginWithWechatMutation, social),
  'POST /api/Member/socialLogins/start.do': write(queries.startSocialLinkMutation, 'wechat'),
  'POST /api/Member/socialLogins.do': write(queries.linkSocialLoginMutation, {
    provider: 'wechat',
    ...social,
  }),
  'POST /api/login/apple.do': write(queries.loginWithAppleMutation, {
    code: 'c7a1f0e2b9d84.0.nrsq.Xk2',
    id_token: 'eyJraWQiOiJXNldjT0tCIn0.e30.c2ln',
    state: '3fGk1u9Xq0Zr5tYb2Lm8Wn4Pc7Hs6Ad1',
  }),
  'POST /api/user/forgotPassword.do': write(queries.forgotPasswordMutation, email),
  'POST /api/user/resetPassword.do': write(queries.resetPasswordMutation, {
    token: 'rst_5c2e9a7d41b8',
    password: 'Victoria8Peak',
    confirmPassword: 'Victoria8Peak',
  }),
  'POST /api/user/register.do': write(queries.registerMutation, {
    ...profile,
    email,
    confirmEmail: email,
    password: 'Harbour2026!',
    confirmPassword: 'Harbour2026!',
    acceptTerms: true,
  }),
  'POST /api/user/activate.do': write(queries.activateAccountMutation, 'act_9d0f13c6e2a7'),
  'POST /api/user/resendActivation.do': write(queries.resendActivationMutation, email),
  'GET /api/captcha.do': read(queries.botCheckQuery),
  // member
  'GET /api/Member/MemberInfo.do': read(queries.memberInfoQuery),
  'POST /api/Member/MemberInfo.do': write(queries.updateMemberInfoMutation, {
    ...profile,
    email,
    confirmEmail: email,
    gender: 'male',
    cardLayout: 'compact',
  }),
  'POST /api/Member/ChangePassword.do': write(queries.changePasswordMutation, {
    oldPassword: 'Harbour2026!',
    newPassword: 'Victoria8Peak',
    confirmPassword: 'Victoria8Peak',
  }),
  'GET /api/Member/TransactionDetail.do': read(queries.transactionQuery, 'T2026120100042'),
  'POST /api/user/txns.do': read(queries.transactionsQuery, '2026-11'),
  'POST /api/user/personalNotices.do': read(queries.noticesQuery),
  'POST /api/user/personalNotice/read.do': write(queries.markNoticesReadMutation, [90412, 90388]),
  // points
  'GET /api/user/balance.do': read(queries.pointsBalanceQuery),
  'GET /api/user/point_history.do': read(queries.pointHistoryQuery, 'topUp'),
  'GET /api/user/member_balance_expiration.do': read(queries.pointsExpirationQuery, 6),
  'GET /api/pointPackages.do': read(queries.pointPackagesQuery),
  'POST /api/user/buyPoints.do': write(queries.buyPointsMutation, {
    packageId: 2,
    paymentMethod: 'alipayHk',
    cardToken: 'tok_alipayhk_001',
  }),
  // wish list
  'GET /api/ticketWishlist.do': read(queries.wishListQuery),
  'POST /api/ticketWishlist.do': write(queries.createWishMutation, {
    performanceId,
    priceZoneId: 1,
    quantity: 2,
    deliveryMethod: 'eTicket',
  }),
  'POST /api/ticketWishlish/{id}/sequence.do': write(queries.reorderWishMutation, {
    id: wishId,
    sequence: 2,
  }),
  'POST /api/ticketWishlist/{id}/payment.do': write(queries.payWishMutation, wishId),
  'DELETE /api/ticketWishlist/{id}.do': write(queries.cancelWishMutation, wishId),
  'POST /api/ticketWishlist/{id}/restore.do': write(queries.restoreWishMutation, wishId),
  // favourites
  'GET /api/user/favourites.do': read(queries.favouritesQuery),
  'POST /api/user/favourite/{eventId}.do': write(queries.addFavouriteMutation, 8801),
  'DELETE /api/user/favourite/{eventId}.do': write(queries.removeFavouriteMutation, 8801),
  // the box office (issue #35): the staff token, kept apart from the member's
  'POST /api/office/session': write(queries.staffSignInMutation, {
    email: 'ada.lam@citytix.example',
    password: 'Office2026!',
    code: '492039',
  }),
  'GET /api/office/session': read(queries.staffSessionQuery),
  'DELETE /api/office/session': write(queries.staffSignOutMutation, undefined),
  // office events (#35): this area's calls right below
  'GET /api/office/events': read(queries.officeEventsQuery, { q: 'harbour', status: 'draft' }),
  'POST /api/office/events': write(queries.createOfficeEventMutation, officeEventForm),
  'GET /api/office/events/{eventId}': read(queries.officeEventQuery, 100001),
  'PUT /api/office/events/{eventId}': write(queries.updateOfficeEventMutation, {
    eventId: 100001,
    body: officeEventForm,
  }),
  'PUT /api/office/events/{eventId}/status': write(queries.setOfficeEventStatusMutation, {
    eventId: 100001,
    status: 'published',
  }),
  //
  //
  // office performances (#35): this area's calls right below
  'GET /api/office/events/{eventId}/performances': read(queries.officePerformancesQuery, 8801),
  'POST /api/office/events/{eventId}/performances': write(queries.createOfficePerformanceMutation, {
    eventId: 8801,
    form: {
      startsAt: '2027-02-20T19:30:00+08:00',
      seating: 'generalAdmission',
      salesOpenAt: '2027-01-10T10:00:00+08:00',
      hot: false,
    },
  }),
  'PUT /api/office/events/{eventId}/performances/{performanceId}': write(
    queries.updateOfficePerformanceMutation,
    {
      eventId: 8801,
      performanceId,
      form: { startsAt: '2027-02-20T20:00:00+08:00', seating: 'generalAdmission', hot: false },
    },
  ),
  'GET /api/office/events/{eventId}/performances/{performanceId}/priceZones': read(
    queries.officePriceZonesQuery,
    8801,
    performanceId,
  ),
  'PUT /api/office/events/{eventId}/performances/{performanceId}/priceZones': write(
    queries.setOfficePriceZonesMutation,
    {
      eventId: 8801,
      performanceId,
      form: { zones: [{ priceZoneId: 880101, price: 480, quota: 200, ticketTypePrices: [] }] },
    },
  ),
  //
  //
  // office switches (#35): this area's calls right below
  'GET /api/office/switches': read(queries.siteSwitchesQuery),
  'PUT /api/office/switches': write(queries.updateSiteSwitchesMutation, {
    hotEvent: false,
    showWishList: true,
    specificPeriodGray: null,
    customerServiceChatUrl: 'https://chat.citytix.hk/widget',
    maintenance: null,
  }),
  'POST /api/office/notices': write(queries.sendOfficeNoticeMutation, {
    audience: 'performance',
    performanceId: 90011,
    title: { en: 'Doors open later', 'zh-Hant': '延遲開放入場', 'zh-Hans': '延迟开放入场' },
    body: {
      en: 'Doors open at 19:45.',
      'zh-Hant': '19時45分開放入場。',
      'zh-Hans': '19时45分开放入场。',
    },
    mail: true,
  }),
  'GET /api/office/banners': read(queries.officeBannersQuery),
  'POST /api/office/banners': write(queries.createOfficeBannerMutation, {
    title: { en: 'Winter gala', 'zh-Hant': '冬日晚會', 'zh-Hans': '冬日晚会' },
    imageUrl: '/images/banners/1.svg',
    linkUrl: '/Event/8001',
    startsAt: '2026-12-01T00:00:00+08:00',
    endsAt: '2026-12-15T00:00:00+08:00',
  }),
  'PUT /api/office/banners/{bannerId}': write(queries.updateOfficeBannerMutation, {
    bannerId: 2,
    title: { en: 'Winter gala', 'zh-Hant': '冬日晚會', 'zh-Hans': '冬日晚会' },
    imageUrl: '/images/banners/1.svg',
    linkUrl: '/Event/8001',
    startsAt: '2026-12-01T00:00:00+08:00',
    endsAt: '2026-12-15T00:00:00+08:00',
  }),
  'DELETE /api/office/banners/{bannerId}': write(queries.deleteOfficeBannerMutation, 2),
  'POST /api/office/banners/{bannerId}/move': write(queries.moveOfficeBannerMutation, {
    bannerId: 2,
    direction: 'up',
  }),
  //
  //
  // office staff (#35): this area's calls right below
  'GET /api/office/staff': read(queries.staffAccountsQuery),
  'POST /api/office/staff': write(queries.addStaffMutation, {
    email: 'ben.ho@citytix.example',
    name: 'Ben Ho',
    role: 'event_manager',
    password: 'FirstPass2026',
  }),
  'PATCH /api/office/staff/{staffId}': write(queries.updateStaffMutation, {
    staffId: 2,
    change: { role: 'customer_service' },
  }),
  'POST /api/office/staff/{staffId}/authenticator': write(
    queries.resetStaffAuthenticatorMutation,
    2,
  ),
  'GET /api/office/audit': read(queries.auditLogQuery, { staffId: 1, action: 'updateStaff' }),
  //
  //
  // office sales (#35): this area's calls right below
  'GET /api/office/sales': read(queries.officeSalesPerformancesQuery),
  'GET /api/office/performances/{performanceId}/sales': read(
    queries.officeSalesQuery,
    performanceId,
  ),
  'GET /api/office/performances/{performanceId}/sales.csv': read(
    queries.officeSalesCsvQuery,
    performanceId,
    'sales',
  ),
  'GET /api/office/performances/{performanceId}/attendees.csv': read(
    queries.officeSalesCsvQuery,
    performanceId,
    'attendees',
  ),
  //
  //
  // office ballots (#35): this area's calls right below
  'GET /api/office/ballots': read(queries.officeBallotsQuery),
  'GET /api/office/ballots/{performanceId}': read(queries.officeBallotQuery, performanceId),
  'POST /api/office/ballots/{performanceId}/close': write(
    queries.closeOfficeBallotMutation,
    performanceId,
  ),
  'POST /api/office/ballots/{performanceId}/open': write(
    queries.openOfficeBallotMutation,
    performanceId,
  ),
  'POST /api/office/ballots/{performanceId}/draw': write(
    queries.drawOfficeBallotMutation,
    performanceId,
  ),
  //
  //
}

/** A contact form the contract refuses (the email is not one), through the app's mutation. */
export const contactWithBadEmail: Run = write(queries.contactMutation, {
  name: 'Chan Tai Man',
  email: 'not-an-email',
  contactNumber: '+852 9123 4567',
  content: 'Hi',
})
