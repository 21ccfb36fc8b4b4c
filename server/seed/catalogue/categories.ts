// The twelve event categories in menu order. Codes are the registration form's interests
// (domain/forms/personalDetails.ts, checked by type) and the names use the same wording.
import type { LocalizedText } from '../../db/schema'
import { type CategoryCode, text } from './types'

export const categoryCodes = [
  'popConcert',
  'music',
  'band',
  'chineseOpera',
  'theatre',
  'dance',
  'arts',
  'family',
  'sports',
  'exhibition',
  'seminarForum',
  'movie',
] as const satisfies readonly CategoryCode[]

const names: Record<CategoryCode, LocalizedText> = {
  popConcert: text('Pop concert', '流行音樂會', '流行音乐会'),
  music: text('Music', '音樂', '音乐'),
  band: text('Band', '樂隊', '乐队'),
  chineseOpera: text('Chinese opera', '中國戲曲', '中国戏曲'),
  theatre: text('Theatre', '戲劇', '戏剧'),
  dance: text('Dance', '舞蹈', '舞蹈'),
  arts: text('Arts', '藝術', '艺术'),
  family: text('Family', '親子', '亲子'),
  sports: text('Sports', '體育', '体育'),
  exhibition: text('Exhibition', '展覽', '展览'),
  seminarForum: text('Seminar / forum', '講座／論壇', '讲座／论坛'),
  movie: text('Movie', '電影', '电影'),
}

export function categoryName(code: CategoryCode): LocalizedText {
  return names[code]
}
