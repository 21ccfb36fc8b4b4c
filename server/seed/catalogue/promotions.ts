// Home-page banners (ids 1–8) and pop-up announcements, each promoting one upcoming event.
// Banners run from a few days before the seed's `now` to weeks after it, so they show today.
import type { LocalizedText } from '../../db/schema'
import { text } from './types'

export interface BannerSeed {
  id: number
  eventId: number
  tagline: LocalizedText
  startedDaysAgo: number
  endsInDays: number
}

export interface PopupSeed {
  id: number
  eventId: number
  title: LocalizedText
  tagline: LocalizedText
}

const onSaleNow = text('On sale now', '現正發售', '现正发售')
const comingSoon = text('Tickets on sale soon', '門票即將開售', '门票即将开售')

export const banners: readonly BannerSeed[] = [
  { id: 1, eventId: 8001, tagline: onSaleNow, startedDaysAgo: 10, endsInDays: 24 },
  { id: 2, eventId: 8003, tagline: comingSoon, startedDaysAgo: 2, endsInDays: 40 },
  { id: 3, eventId: 8030, tagline: comingSoon, startedDaysAgo: 5, endsInDays: 30 },
  {
    id: 4,
    eventId: 8050,
    tagline: text('Open daily', '每日開放', '每日开放'),
    startedDaysAgo: 20,
    endsInDays: 60,
  },
  {
    id: 5,
    eventId: 8035,
    tagline: text('Extra shows added', '加開場次', '加开场次'),
    startedDaysAgo: 3,
    endsInDays: 14,
  },
  {
    id: 6,
    eventId: 8090,
    tagline: text('Hong Kong International Film Festival', '香港國際電影節', '香港国际电影节'),
    startedDaysAgo: 14,
    endsInDays: 13,
  },
  {
    id: 7,
    eventId: 8081,
    tagline: text('Kai Tak Arts Festival', '啟德藝術節', '启德艺术节'),
    startedDaysAgo: 1,
    endsInDays: 45,
  },
  {
    id: 8,
    eventId: 8004,
    tagline: text('Live in Macao', '澳門站', '澳门站'),
    startedDaysAgo: 7,
    endsInDays: 28,
  },
]

export const popups: readonly PopupSeed[] = [
  {
    id: 1,
    eventId: 8003,
    title: text(
      'Mirage Boys are back: tickets on sale soon',
      '幻影男團重聚：門票即將開售',
      '幻影男团重聚：门票即将开售',
    ),
    tagline: comingSoon,
  },
  {
    id: 2,
    eventId: 8006,
    title: text('Golden Era: on sale today', '「金曲年代」今日開售', '“金曲年代”今日开售'),
    tagline: text('On sale today', '今日開售', '今日开售'),
  },
  {
    id: 3,
    eventId: 8050,
    title: text(
      'Neon Dreams: now open every day',
      '《霓虹夢》展覽：每日開放',
      '《霓虹梦》展览：每日开放',
    ),
    tagline: text('Now open', '現已開放', '现已开放'),
  },
]
