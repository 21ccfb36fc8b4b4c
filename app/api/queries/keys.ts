// Query keys for every read, in one place so mutations in any area invalidate the right ones.
// Everything that needs a member session sits under ['member'], so login and logout can
// refresh or drop it all at once.
import type { Schemas } from './types'

type EventFilters = {
  presenter?: number
  category?: string
  when?: Schemas['CalendarFilter']
  region?: Schemas['Region']
  tab?: Schemas['OnSaleTab']
  page?: number
  pageSize?: number
}

export type { EventFilters }

export const queryKeys = {
  public: ['public'] as const,
  /**
   * Everything the box office reads (issue #35) sits under ['office'], as its writes' mutation
   * keys do: signing out drops it all, and a staff session that ended is told apart from a
   * member's (queryClient.ts)
   */
  office: ['office'] as const,
  staffSession: () => ['office', 'session'] as const,
  hotEvent: () => ['public', 'hotEvent'] as const,
  config: () => ['public', 'config'] as const,
  socialLoginProviders: () => ['public', 'socialLoginProviders'] as const,
  botCheck: () => ['public', 'botCheck'] as const,
  banners: (date?: string) => ['public', 'banners', { date }] as const,
  categories: () => ['public', 'categories'] as const,
  eventList: (filters: EventFilters) => ['public', 'events', 'list', filters] as const,
  cityTicketingEvents: (filters: EventFilters) =>
    ['public', 'events', 'cityTicketing', filters] as const,
  festivalEvents: () => ['public', 'events', 'kaiTakFestival'] as const,
  filmFestivalEvents: () => ['public', 'events', 'filmFestival'] as const,
  pastEvents: (filters: EventFilters) => ['public', 'events', 'past', filters] as const,
  presenters: (category?: string) => ['public', 'presenters', { category }] as const,
  news: () => ['public', 'news'] as const,
  popups: () => ['public', 'popups'] as const,
  faq: () => ['public', 'faq'] as const,
  helpPage: (page: Schemas['HelpPageName']) => ['public', 'help', page] as const,
  addresses: () => ['public', 'addresses'] as const,
  event: (eventId: number) => ['public', 'event', eventId] as const,
  seatPlan: (performanceId: number) => ['public', 'seatPlan', performanceId] as const,
  venues: (region?: Schemas['Region']) => ['public', 'venues', { region }] as const,
  venue: (venueId: string) => ['public', 'venue', venueId] as const,
  search: (q: string, page?: number) => ['public', 'search', { q, page }] as const,
  cinemaSchedule: (date: string) => ['public', 'cinema', 'schedule', date] as const,
  movie: (movieId: number) => ['public', 'cinema', 'movie', movieId] as const,
  cinemaHouses: () => ['public', 'cinema', 'houses'] as const,
  cinemaSeatPlan: (showId: number) => ['public', 'cinema', 'seatPlan', showId] as const,
  captcha: () => ['public', 'cinema', 'captcha'] as const,
  ticketCheck: (code: string) => ['public', 'ticketCheck', code] as const,
  waitingRoom: (performanceId: number) => ['public', 'waitingRoom', performanceId] as const,
  waitingRoomShuffle: (performanceId: number) =>
    ['public', 'waitingRoom', performanceId, 'shuffle'] as const,
  /** A cinema booking's preview as its call answered it (never fetched again). */
  cinemaBooking: (bookingId: string) => ['cinema', 'booking', bookingId] as const,
  pointPackages: () => ['public', 'pointPackages'] as const,
  boxOffices: (keyword?: string, region?: Schemas['Region']) =>
    ['public', 'outlets', 'boxOffices', { keyword, region }] as const,
  kiosks: (keyword?: string, region?: Schemas['Region']) =>
    ['public', 'outlets', 'kiosks', { keyword, region }] as const,
  outletAddressList: (kind: 'boxOffices' | 'kiosks') => ['public', 'outlets', kind, 'csv'] as const,

  member: ['member'] as const,
  memberInfo: () => ['member', 'info'] as const,
  basket: () => ['member', 'basket'] as const,
  receipt: (txnNo: string) => ['member', 'receipt', txnNo] as const,
  checkoutPreview: (previewId: string) => ['member', 'preview', previewId] as const,
  transactions: (month: string) => ['member', 'transactions', 'month', month] as const,
  transaction: (txnNo: string) => ['member', 'transactions', 'detail', txnNo] as const,
  transactionsAll: () => ['member', 'transactions'] as const,
  notices: () => ['member', 'notices'] as const,
  points: () => ['member', 'points'] as const,
  pointsBalance: () => ['member', 'points', 'balance'] as const,
  pointHistory: (type?: Schemas['PointHistoryType']) =>
    ['member', 'points', 'history', { type }] as const,
  pointsExpiration: (months?: number) => ['member', 'points', 'expiration', { months }] as const,
  wishList: () => ['member', 'wishList'] as const,
  favourites: () => ['member', 'favourites'] as const,
  /** The member's own place in a performance's waiting room. */
  waitingRoomStatus: (performanceId: number) => ['member', 'waitingRoom', performanceId] as const,
}
