// Branded presenters (ids 11–30): organisers with their own logo strip and event page. Their
// logos are drawn at seed time from `mark` (posters.ts).
import { type PresenterSeed, text } from './types'

export const presenters: ReadonlyArray<PresenterSeed & { mark: string }> = [
  {
    id: 11,
    mark: 'LCSD',
    name: text('Leisure and Cultural Services Department', '康樂及文化事務署', '康乐及文化事务署'),
  },
  {
    id: 12,
    mark: 'WKCD',
    name: text('West Kowloon Cultural District', '西九文化區', '西九文化区'),
  },
  {
    id: 13,
    mark: 'HKP',
    category: 'music',
    name: text('Hong Kong Philharmonic Orchestra', '香港管弦樂團', '香港管弦乐团'),
  },
  {
    id: 14,
    mark: 'HKB',
    category: 'dance',
    name: text('Hong Kong Ballet', '香港芭蕾舞團', '香港芭蕾舞团'),
  },
  {
    id: 15,
    mark: '中英',
    category: 'theatre',
    name: text('Chung Ying Theatre Company', '中英劇團', '中英剧团'),
  },
  {
    id: 16,
    mark: 'HKAF',
    name: text('Hong Kong Arts Festival', '香港藝術節', '香港艺术节'),
  },
  {
    id: 17,
    mark: 'HKCO',
    category: 'music',
    name: text('Hong Kong Chinese Orchestra', '香港中樂團', '香港中乐团'),
  },
  {
    id: 18,
    mark: 'HKIFF',
    category: 'movie',
    name: text(
      'Hong Kong International Film Festival Society',
      '香港國際電影節協會',
      '香港国际电影节协会',
    ),
  },
]

export function presenterById(id: number) {
  const presenter = presenters.find((candidate) => candidate.id === id)
  if (!presenter) throw new Error(`seed: no presenter ${id}`)
  return presenter
}
