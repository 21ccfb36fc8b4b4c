// The films now showing (ids 3101–3110): local and imported, every Hong Kong category, one
// opening later this week. Release dates are relative to `now`.

import type { FilmCategory } from '../../../domain/cinema'
import { addDays, inHongKong } from '../../../domain/hongKongTime'
import type { LocalizedText } from '../../db/schema'
import { t } from './text'

export interface Movie {
  id: number
  title: LocalizedText
  rating: FilmCategory
  durationMinutes: number
  synopsis: LocalizedText
  language: LocalizedText
  subtitles: LocalizedText
  director: LocalizedText
  cast: LocalizedText[]
  /** Days before `now` it opened; negative opens later (no shows before then). */
  openedDaysAgo: number
  /** How many people want to see it, 1–5: more shows and fuller houses. */
  popularity: number
  /** Poster colours: background, accent. */
  colours: [string, string]
}

const cantonese = t('Cantonese', '粵語', '粤语')
const english = t('English', '英語', '英语')
const chineseEnglishSubtitles = t('Chinese and English', '中英文字幕', '中英文字幕')
const chineseSubtitles = t('Chinese', '中文字幕', '中文字幕')

export const movies: Movie[] = [
  {
    id: 3101,
    title: t('The Last Tram Home', '尾班電車回家', '末班电车回家'),
    rating: 'IIA',
    durationMinutes: 112,
    synopsis: t(
      'A retired tram driver rides the Shau Kei Wan line one last night and meets again the passengers of his life.',
      '退休電車司機在最後一晚駕駛筲箕灣線，重遇生命中的乘客。',
      '退休电车司机在最后一晚驾驶筲箕湾线，重遇生命中的乘客。',
    ),
    language: cantonese,
    subtitles: chineseEnglishSubtitles,
    director: t('Wong Ka Yan', '黃嘉欣', '黄嘉欣'),
    cast: [t('Lau Chi Keung', '劉志強', '刘志强'), t('Ho Mei Ling', '何美玲', '何美玲')],
    openedDaysAgo: 16,
    popularity: 4,
    colours: ['#0f5132', '#f2c94c'],
  },
  {
    id: 3102,
    title: t('Harbour Heist', '維港劫案', '维港劫案'),
    rating: 'IIB',
    durationMinutes: 124,
    synopsis: t(
      'On the night of the fireworks, a crew of retired safecrackers plans to empty a vault under Victoria Harbour, and one of them is a police informer.',
      '煙花匯演當晚，一班退休爆竊高手計劃洗劫維港海底的金庫，但其中一人竟是警方線人。',
      '烟花汇演当晚，一群退休的开锁高手计划洗劫维港海底的金库，但其中一人竟是警方线人。',
    ),
    language: cantonese,
    subtitles: chineseEnglishSubtitles,
    director: t('Cheung Wai Lun', '張偉倫', '张伟伦'),
    cast: [
      t('Leung Kwok Wing', '梁國榮', '梁国荣'),
      t('Chan Hoi Yan', '陳凱欣', '陈凯欣'),
      t('Tang Siu Fung', '鄧少峰', '邓少峰'),
    ],
    openedDaysAgo: 9,
    popularity: 5,
    colours: ['#0b1f3a', '#e63946'],
  },
  {
    id: 3103,
    title: t('Little Dragon Boat', '小龍舟大冒險', '小龙舟大冒险'),
    rating: 'I',
    durationMinutes: 92,
    synopsis: t(
      'An animated adventure: the smallest boat in the Tai O dragon-boat race sets out to find the drum that lost its beat.',
      '動畫冒險：大澳龍舟競渡中最小的一艘龍舟，出發尋找失去節拍的龍鼓。',
      '动画冒险：大澳龙舟竞渡中最小的一艘龙舟，出发寻找失去节拍的龙鼓。',
    ),
    language: t('Cantonese (dubbed)', '粵語配音', '粤语配音'),
    subtitles: chineseSubtitles,
    director: t('Mak Wing Sze', '麥詠詩', '麦咏诗'),
    cast: [
      t('Yip Tsz Ching (voice)', '葉芷晴（配音）', '叶芷晴（配音）'),
      t('Kwok Chun Hei (voice)', '郭俊希（配音）', '郭俊希（配音）'),
    ],
    openedDaysAgo: 23,
    popularity: 3,
    colours: ['#ffb703', '#023e8a'],
  },
  {
    id: 3104,
    title: t('Midnight in Mong Kok', '旺角午夜', '旺角午夜'),
    rating: 'III',
    durationMinutes: 118,
    synopsis: t(
      'A night-shift taxi driver is drawn into a triad feud when a passenger leaves a bag of cash on his back seat.',
      '一名夜更的士司機發現乘客在後座遺下一袋現金，從此捲入黑幫恩怨。',
      '一名夜班出租车司机发现乘客在后座落下一袋现金，从此卷入黑帮恩怨。',
    ),
    language: cantonese,
    subtitles: chineseEnglishSubtitles,
    director: t('Law Man Kit', '羅文傑', '罗文杰'),
    cast: [t('Ng Chun Yu', '吳俊宇', '吴俊宇'), t('Fung Wai Man', '馮慧敏', '冯慧敏')],
    openedDaysAgo: 12,
    popularity: 3,
    colours: ['#1a1a1a', '#ff006e'],
  },
  {
    id: 3105,
    title: t('Orbit of Silence', '寂靜軌道', '寂静轨道'),
    rating: 'IIA',
    durationMinutes: 138,
    synopsis: t(
      'Alone on a space station after the radio goes dead, an engineer has thirty days to bring it back to Earth.',
      '無線電失靈後，一名工程師獨留太空站，須於三十天內把太空站帶回地球。',
      '无线电失灵后，一名工程师独自留在空间站，必须在三十天内把空间站带回地球。',
    ),
    language: english,
    subtitles: chineseSubtitles,
    director: t('Hannah Okafor', '漢娜・奧卡福', '汉娜・奥卡福'),
    cast: [
      t('Daniel Reyes', '丹尼爾・雷耶斯', '丹尼尔・雷耶斯'),
      t('Mia Lindqvist', '米亞・林奎斯特', '米娅・林奎斯特'),
    ],
    openedDaysAgo: 5,
    popularity: 5,
    colours: ['#03045e', '#90e0ef'],
  },
  {
    id: 3106,
    title: t('The Tea House on Temple Street', '廟街茶樓', '庙街茶楼'),
    rating: 'I',
    durationMinutes: 104,
    synopsis: t(
      'Three generations of a family run a tea house that the whole street wants to save, and the grandson wants to sell.',
      '三代同堂經營的茶樓，整條街都想保住，孫兒卻打算把它賣掉。',
      '三代同堂经营的茶楼，整条街都想保住，孙子却打算把它卖掉。',
    ),
    language: cantonese,
    subtitles: chineseEnglishSubtitles,
    director: t('Chow Pui Shan', '周佩珊', '周佩珊'),
    cast: [
      t('Lee Kam Wah', '李錦華', '李锦华'),
      t('So Ka Lok', '蘇家樂', '苏家乐'),
      t('Yuen Hiu Tung', '袁曉彤', '袁晓彤'),
    ],
    openedDaysAgo: 30,
    popularity: 2,
    colours: ['#7f5539', '#ede0d4'],
  },
  {
    id: 3107,
    title: t('Cherry Blossom Letters', '櫻花信箋', '樱花信笺'),
    rating: 'IIA',
    durationMinutes: 109,
    synopsis: t(
      'A postwoman in Kyoto finds letters written forty years ago and never delivered, and sets out to deliver them.',
      '京都一名女郵差發現四十年前寫成卻從未寄出的信件，決定親自把信送到。',
      '京都一名女邮递员发现四十年前写成却从未寄出的信件，决定亲自把信送到。',
    ),
    language: t('Japanese', '日語', '日语'),
    subtitles: chineseEnglishSubtitles,
    director: t('Sato Yuki', '佐藤由紀', '佐藤由纪'),
    cast: [t('Mori Haruka', '森遙', '森遥'), t('Kobayashi Ren', '小林蓮', '小林莲')],
    openedDaysAgo: 19,
    popularity: 2,
    colours: ['#ffafcc', '#6a4c93'],
  },
  {
    id: 3108,
    title: t('Seoul Night Runner', '首爾夜行者', '首尔夜行者'),
    rating: 'IIB',
    durationMinutes: 121,
    synopsis: t(
      'A food-delivery rider witnesses a kidnapping and has one night to cross Seoul before the kidnappers find her.',
      '外賣速遞員目擊一宗綁架案，必須在一夜之間穿越首爾，趕在綁匪找到她之前脫險。',
      '外卖骑手目击一起绑架案，必须在一夜之间穿越首尔，赶在绑匪找到她之前脱险。',
    ),
    language: t('Korean', '韓語', '韩语'),
    subtitles: chineseEnglishSubtitles,
    director: t('Park Ji Hoon', '朴智勳', '朴智勋'),
    cast: [t('Kim Soo Ah', '金秀雅', '金秀雅'), t('Lee Min Jae', '李玟在', '李玟在')],
    openedDaysAgo: 2,
    popularity: 4,
    colours: ['#240046', '#ff9e00'],
  },
  {
    id: 3109,
    title: t('The Shadow Ward', '暗房病棟', '暗房病栋'),
    rating: 'III',
    durationMinutes: 97,
    synopsis: t(
      'Night nurses in a hospital due to close hear patients in a ward that has been empty for twenty years.',
      '一間即將關閉的醫院裏，夜更護士聽到已空置二十年的病房傳出病人的聲音。',
      '一家即将关闭的医院里，夜班护士听到已空置二十年的病房传出病人的声音。',
    ),
    language: english,
    subtitles: chineseSubtitles,
    director: t('Marcus Hale', '馬克斯・黑爾', '马克斯・黑尔'),
    cast: [
      t('Olivia Grant', '奧莉維亞・格蘭特', '奥莉维亚・格兰特'),
      t('Samuel Price', '森穆・普萊斯', '塞缪尔・普莱斯'),
    ],
    openedDaysAgo: 7,
    popularity: 2,
    colours: ['#2b2d42', '#8d99ae'],
  },
  {
    id: 3110,
    title: t('Lion Rock Relay', '獅子山接力', '狮子山接力'),
    rating: 'I',
    durationMinutes: 101,
    synopsis: t(
      'A school relay team from Wong Tai Sin, short of one runner, trains on Lion Rock for the inter-school final.',
      '黃大仙一支欠一名跑手的學界接力隊，在獅子山上苦練，備戰學界決賽。',
      '黄大仙一支缺一名跑手的校际接力队，在狮子山上苦练，备战校际决赛。',
    ),
    language: cantonese,
    subtitles: chineseEnglishSubtitles,
    director: t('Tse Hok Yin', '謝學賢', '谢学贤'),
    cast: [t('Cheng Tsz Hin', '鄭子軒', '郑子轩'), t('Wong Sze Wing', '王詩穎', '王诗颖')],
    openedDaysAgo: -3,
    popularity: 4,
    colours: ['#d00000', '#ffba08'],
  },
]

export const moviePosterPath = (id: number) => `/images/movies/${id}.svg`

/** The Hong Kong date a movie opens, `YYYY-MM-DD`. */
export const releaseDate = (movie: Movie, now: Date) =>
  addDays(inHongKong(now).isoDate, -movie.openedDaysAgo)

export function movieRows(now: Date) {
  return movies.map((movie) => ({
    id: movie.id,
    title: movie.title,
    rating: movie.rating,
    duration_minutes: movie.durationMinutes,
    poster_url: moviePosterPath(movie.id),
    synopsis: movie.synopsis,
    language: movie.language,
    subtitles: movie.subtitles,
    director: movie.director,
    cast: movie.cast,
    release_date: releaseDate(movie, now),
  }))
}
