// One call per operation of openapi.yaml, through the app's client, with realistic arguments.
// The contract test runs each against the Prism mock and checks the table covers every operation.
import { type ApiClient, formEncoded } from '../../app/api/client'
import type { components } from '../../app/api/schema.gen'

type Headers = Record<string, string>
interface Answer {
  data?: unknown
  error?: unknown
  response: Response
}
export type Call = (api: ApiClient, headers: Headers) => Promise<Answer>

const performanceId = 880101
const wishId = 7305
const card = { previewId: 'PV-20261201-7731', cardToken: 'tok_visa_4242' }
const profile: components['schemas']['MemberProfile'] = {
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

export const calls: Record<string, Call> = {
  // public data
  'GET /api/is_hot_event.do': (api, headers) => api.GET('/api/is_hot_event.do', { headers }),
  'GET /data/bannerList.json': (api, headers) =>
    api.GET('/data/bannerList.json', { headers, params: { query: { date: '2026-12-01' } } }),
  'GET /data/utsvCategoryListWithUrbtix.json': (api, headers) =>
    api.GET('/data/utsvCategoryListWithUrbtix.json', { headers }),
  'GET /data/utsvEventList.json': (api, headers) =>
    api.GET('/data/utsvEventList.json', {
      headers,
      params: {
        query: {
          category: 'concert',
          when: 'thisWeekend',
          region: 'hongKong',
          tab: 'all',
          page: 1,
        },
      },
    }),
  'GET /data/urbtixEventList.json': (api, headers) =>
    api.GET('/data/urbtixEventList.json', { headers, params: { query: { when: 'nextMonth' } } }),
  'GET /data/brandedPresenterList.json': (api, headers) =>
    api.GET('/data/brandedPresenterList.json', { headers }),
  'GET /api/kdafEventList.do': (api, headers) => api.GET('/api/kdafEventList.do', { headers }),
  'GET /api/hkiffEventList.do': (api, headers) => api.GET('/api/hkiffEventList.do', { headers }),
  'GET /data/utsvPassEventList.json': (api, headers) =>
    api.GET('/data/utsvPassEventList.json', { headers, params: { query: { pageSize: 12 } } }),
  'GET /data/newsList.json': (api, headers) => api.GET('/data/newsList.json', { headers }),
  'GET /data/popupEventList.json': (api, headers) =>
    api.GET('/data/popupEventList.json', { headers }),
  'GET /data/config.json': (api, headers) => api.GET('/data/config.json', { headers }),
  'GET /data/faqList.json': (api, headers) => api.GET('/data/faqList.json', { headers }),
  'GET /data/helpPages/{page}.json': (api, headers) =>
    api.GET('/data/helpPages/{page}.json', { headers, params: { path: { page: 'ServiceFee' } } }),
  'GET /api/addressList.do': (api, headers) => api.GET('/api/addressList.do', { headers }),
  // events
  'GET /api/event/{eventId}.do': (api, headers) =>
    api.GET('/api/event/{eventId}.do', { headers, params: { path: { eventId: 8801 } } }),
  'GET /api/performance/{performanceId}/seatPlan.do': (api, headers) =>
    api.GET('/api/performance/{performanceId}/seatPlan.do', {
      headers,
      params: { path: { performanceId } },
    }),
  'GET /api/venueList.do': (api, headers) =>
    api.GET('/api/venueList.do', { headers, params: { query: { region: 'hongKong' } } }),
  'GET /api/venue/{venueId}.do': (api, headers) =>
    api.GET('/api/venue/{venueId}.do', { headers, params: { path: { venueId: 'hkc' } } }),
  'GET /api/search.do': (api, headers) =>
    api.GET('/api/search.do', { headers, params: { query: { q: '體育館' } } }),
  // basket
  'GET /api/basket.do': (api, headers) => api.GET('/api/basket.do', { headers }),
  'POST /api/basket/hold.do': (api, headers) =>
    api.POST('/api/basket/hold.do', {
      headers,
      body: { performanceId, seatIds: ['B-12-15', 'B-12-16'] },
    }),
  'DELETE /api/basket/hold/{holdId}.do': (api, headers) =>
    api.DELETE('/api/basket/hold/{holdId}.do', {
      headers,
      params: { path: { holdId: 'H-20261201-5521' } },
    }),
  'POST /api/checkout.do': (api, headers) =>
    api.POST('/api/checkout.do', {
      headers,
      body: { collectionMethod: 'eTicket', paymentMethod: 'fps' },
    }),
  'POST /api/payment.do': (api, headers) => api.POST('/api/payment.do', { headers, body: card }),
  'GET /api/receipt/{txnNo}.do': (api, headers) =>
    api.GET('/api/receipt/{txnNo}.do', { headers, params: { path: { txnNo: 'T2026120100042' } } }),
  // cinema
  'GET /api/cinema/schedule.do': (api, headers) =>
    api.GET('/api/cinema/schedule.do', { headers, params: { query: { date: '2026-12-05' } } }),
  'GET /api/cinema/movie/{movieId}.do': (api, headers) =>
    api.GET('/api/cinema/movie/{movieId}.do', { headers, params: { path: { movieId: 3107 } } }),
  'GET /api/cinema/houses.do': (api, headers) => api.GET('/api/cinema/houses.do', { headers }),
  'GET /api/cinema/show/{showId}/seatPlan.do': (api, headers) =>
    api.GET('/api/cinema/show/{showId}/seatPlan.do', {
      headers,
      params: { path: { showId: 51207 } },
    }),
  'GET /api/cinema/captcha.do': (api, headers) => api.GET('/api/cinema/captcha.do', { headers }),
  'POST /api/cinema/booking.do': (api, headers) =>
    api.POST('/api/cinema/booking.do', {
      headers,
      body: {
        showId: 51207,
        seatIds: ['F-7', 'F-8'],
        tickets: [{ ticketClass: 'studentChild', quantity: 2 }],
        captchaId: 'cap-8f3a21',
        captchaCode: 'K7M2Q',
        courier: true,
      },
    }),
  'POST /api/cinema/booking/{bookingId}/confirm.do': (api, headers) =>
    api.POST('/api/cinema/booking/{bookingId}/confirm.do', {
      headers,
      params: { path: { bookingId: 'CB-20261205-0193' } },
      body: { previewId: 'CB-20261205-0193', cardToken: 'tok_mastercard_5454' },
    }),
  // forms
  'POST /ContactUs.do': (api, headers) =>
    api.POST('/ContactUs.do', {
      headers: { ...formEncoded, ...headers },
      body: {
        name: '陳大文',
        email,
        contactNumber: '+852 9123 4567',
        content: '請問可否改為在沙田大會堂取票？',
      },
    }),
  'GET /api/txnChangeRequest/presignedUrl.do': (api, headers) =>
    api.GET('/api/txnChangeRequest/presignedUrl.do', {
      headers,
      params: { query: { fileName: 'card-front.jpg' } },
    }),
  'POST /api/txnChangeRequest.do': (api, headers) =>
    api.POST('/api/txnChangeRequest.do', {
      headers,
      body: {
        txnNo: 'T2026120100042',
        cardNumber: '4921 **** **** 0357',
        cardImageKey: 'txn-change/8c1e6f0a/card-front.jpg',
        changeContactName: true,
        newContactName: 'Chan Siu Ming',
        changeContactNumber: true,
        newContactNumber: '+852 6123 8899',
      },
    }),
  'POST /api/deliveryChangeRequest.do': (api, headers) =>
    api.POST('/api/deliveryChangeRequest.do', {
      headers,
      body: {
        txnNo: 'T2026120100042',
        contactName: 'Chan Tai Man',
        mobile: '+852 9123 4567',
        deliveryAddress: 'Flat 5A, 33 Ma Tau Wai Road, To Kwa Wan, Kowloon',
        email,
        cardImageKey: 'txn-change/8c1e6f0a/card-front.jpg',
      },
    }),
  'POST /api/subscribe.do': (api, headers) =>
    api.POST('/api/subscribe.do', { headers, params: { query: { email } } }),
  'POST /api/unsubscribe.do': (api, headers) =>
    api.POST('/api/unsubscribe.do', { headers, params: { query: { email } } }),
  // outlets
  'GET /api/boxOfficeList.do': (api, headers) =>
    api.GET('/api/boxOfficeList.do', { headers, params: { query: { keyword: 'Sha Tin' } } }),
  'GET /api/boxOfficeAddressList.do': (api, headers) =>
    api.GET('/api/boxOfficeAddressList.do', { headers, parseAs: 'text' }),
  'GET /api/kioskList.do': (api, headers) =>
    api.GET('/api/kioskList.do', { headers, params: { query: { region: 'hongKong' } } }),
  'GET /api/kioskAddressList.do': (api, headers) =>
    api.GET('/api/kioskAddressList.do', { headers, parseAs: 'text' }),
  // login and account
  'POST /Logout.do': (api, headers) => api.POST('/Logout.do', { headers }),
  'POST /api/user/login.do': (api, headers) =>
    api.POST('/api/user/login.do', { headers, body: { loginId: email, password: 'Harbour2026!' } }),
  'POST /api/otp.do': (api, headers) =>
    api.POST('/api/otp.do', { headers, body: { email, acceptTerms: true } }),
  'POST /api/otp2.do': (api, headers) =>
    api.POST('/api/otp2.do', { headers, body: { email, acceptTerms: true } }),
  'POST /api/otp3.do': (api, headers) =>
    api.POST('/api/otp3.do', { headers, body: { email, acceptTerms: true } }),
  'POST /api/LoginOTP.do': (api, headers) =>
    api.POST('/api/LoginOTP.do', { headers, body: { email, otp: '384912', acceptTerms: true } }),
  'POST /api/login/facebook.do': (api, headers) =>
    api.POST('/api/login/facebook.do', { headers, body: { token: 'EAAGm0PX4ZCpsBAKZCZBzq7Vx2' } }),
  'POST /api/login/google.do': (api, headers) =>
    api.POST('/api/login/google.do', { headers, body: { token: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' } }),
  'POST /api/login/apple.do': (api, headers) =>
    api.POST('/api/login/apple.do', {
      headers: { ...formEncoded, ...headers },
      body: {
        code: 'c7a1f0e2b9d84.0.nrsq.Xk2',
        id_token: 'eyJraWQiOiJXNldjT0tCIn0.e30.c2ln',
        state: 'login-7f3c',
      },
    }),
  'POST /api/user/forgotPassword.do': (api, headers) =>
    api.POST('/api/user/forgotPassword.do', { headers, body: { email } }),
  'POST /api/user/resetPassword.do': (api, headers) =>
    api.POST('/api/user/resetPassword.do', {
      headers,
      body: {
        token: 'rst_5c2e9a7d41b8',
        password: 'Victoria8Peak',
        confirmPassword: 'Victoria8Peak',
      },
    }),
  'POST /api/user/register.do': (api, headers) =>
    api.POST('/api/user/register.do', {
      headers,
      body: {
        ...profile,
        email,
        confirmEmail: email,
        password: 'Harbour2026!',
        confirmPassword: 'Harbour2026!',
        acceptTerms: true,
      },
    }),
  'POST /api/user/activate.do': (api, headers) =>
    api.POST('/api/user/activate.do', { headers, body: { token: 'act_9d0f13c6e2a7' } }),
  // member
  'GET /api/Member/MemberInfo.do': (api, headers) =>
    api.GET('/api/Member/MemberInfo.do', { headers }),
  'POST /api/Member/MemberInfo.do': (api, headers) =>
    api.POST('/api/Member/MemberInfo.do', {
      headers,
      body: { ...profile, email, gender: 'male', cardLayout: 'compact' },
    }),
  'POST /api/Member/ChangePassword.do': (api, headers) =>
    api.POST('/api/Member/ChangePassword.do', {
      headers,
      body: {
        oldPassword: 'Harbour2026!',
        newPassword: 'Victoria8Peak',
        confirmPassword: 'Victoria8Peak',
      },
    }),
  'GET /api/Member/TransactionDetail.do': (api, headers) =>
    api.GET('/api/Member/TransactionDetail.do', {
      headers,
      params: { query: { txnNo: 'T2026120100042' } },
    }),
  'POST /api/user/txns.do': (api, headers) =>
    api.POST('/api/user/txns.do', { headers, body: { month: '2026-11' } }),
  'POST /api/user/personalNotices.do': (api, headers) =>
    api.POST('/api/user/personalNotices.do', { headers, body: { months: 3 } }),
  'POST /api/user/personalNotice/read.do': (api, headers) =>
    api.POST('/api/user/personalNotice/read.do', { headers, body: { noticeIds: [90412, 90388] } }),
  // points
  'GET /api/user/balance.do': (api, headers) => api.GET('/api/user/balance.do', { headers }),
  'GET /api/user/point_history.do': (api, headers) =>
    api.GET('/api/user/point_history.do', { headers, params: { query: { type: 'topUp' } } }),
  'GET /api/user/member_balance_expiration.do': (api, headers) =>
    api.GET('/api/user/member_balance_expiration.do', {
      headers,
      params: { query: { months: 6 } },
    }),
  'GET /api/pointPackages.do': (api, headers) => api.GET('/api/pointPackages.do', { headers }),
  'POST /api/user/buyPoints.do': (api, headers) =>
    api.POST('/api/user/buyPoints.do', {
      headers,
      body: { packageId: 2, paymentMethod: 'alipayHk', cardToken: 'tok_alipayhk_001' },
    }),
  // wish list
  'GET /api/ticketWishlist.do': (api, headers) => api.GET('/api/ticketWishlist.do', { headers }),
  'POST /api/ticketWishlist.do': (api, headers) =>
    api.POST('/api/ticketWishlist.do', {
      headers,
      body: { performanceId, priceZoneId: 1, quantity: 2, deliveryMethod: 'eTicket' },
    }),
  'POST /api/ticketWishlish/{id}/sequence.do': (api, headers) =>
    api.POST('/api/ticketWishlish/{id}/sequence.do', {
      headers,
      params: { path: { id: wishId } },
      body: { sequence: 2 },
    }),
  'POST /api/ticketWishlist/{id}/payment.do': (api, headers) =>
    api.POST('/api/ticketWishlist/{id}/payment.do', { headers, params: { path: { id: wishId } } }),
  'DELETE /api/ticketWishlist/{id}.do': (api, headers) =>
    api.DELETE('/api/ticketWishlist/{id}.do', { headers, params: { path: { id: wishId } } }),
  // favourites
  'GET /api/user/favourites.do': (api, headers) => api.GET('/api/user/favourites.do', { headers }),
  'POST /api/user/favourite/{eventId}.do': (api, headers) =>
    api.POST('/api/user/favourite/{eventId}.do', { headers, params: { path: { eventId: 8801 } } }),
  'DELETE /api/user/favourite/{eventId}.do': (api, headers) =>
    api.DELETE('/api/user/favourite/{eventId}.do', {
      headers,
      params: { path: { eventId: 8801 } },
    }),
}
