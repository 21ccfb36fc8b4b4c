// The last paragraph of an event's description: running time, language, age and latecomers,
// written the way Hong Kong programme pages put them, in three languages.
import type { LocalizedText } from '../db/schema'
import { type Practicalities, type ShowLanguage, text } from './catalogue/types'

const languages: Record<ShowLanguage, LocalizedText> = {
  cantonese: text('Cantonese', '粵語', '粤语'),
  putonghua: text('Putonghua', '普通話', '普通话'),
  english: text('English', '英語', '英语'),
  japanese: text('Japanese', '日語', '日语'),
  korean: text('Korean', '韓語', '韩语'),
  french: text('French', '法語', '法语'),
  noDialogue: text('', '', ''),
}

function duration(minutes: number): LocalizedText {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const en = [hours ? `${hours} hour${hours > 1 ? 's' : ''}` : '', rest ? `${rest} minutes` : '']
    .filter(Boolean)
    .join(' ')
  const zh = (hour: string, minute: string) =>
    `${hours ? `${hours}${hour}` : ''}${rest ? `${rest}${minute}` : ''}`
  return text(en, zh('小時', '分鐘'), zh('小时', '分钟'))
}

/** The practicalities as one paragraph; films speak of subtitles, stage shows of surtitles. */
export function practicalParagraph(
  p: Practicalities,
  options: { film: boolean; latecomers: boolean },
): LocalizedText | undefined {
  const sentences: LocalizedText[] = []
  if (p.minutes) {
    const d = duration(p.minutes)
    sentences.push(
      p.interval
        ? text(
            `Running time: about ${d.en}, including a ${p.interval}-minute interval.`,
            `節目全長約${d['zh-Hant']}，包括中場休息${p.interval}分鐘。`,
            `节目全长约${d['zh-Hans']}，包括中场休息${p.interval}分钟。`,
          )
        : text(
            `Running time: about ${d.en}${options.film ? '' : ' without an interval'}.`,
            `${options.film ? '片長' : '節目全長'}約${d['zh-Hant']}${options.film ? '' : '，不設中場休息'}。`,
            `${options.film ? '片长' : '节目全长'}约${d['zh-Hans']}${options.film ? '' : '，不设中场休息'}。`,
          ),
    )
  }
  if (p.language === 'noDialogue') {
    sentences.push(text('No dialogue.', '沒有對白。', '没有对白。'))
  } else if (p.language) {
    const l = languages[p.language]
    const captions = options.film
      ? text(' with Chinese and English subtitles', '，附中英文字幕', '，附中英文字幕')
      : text(' with Chinese and English surtitles', '，附中英文字幕', '，附中英文字幕')
    const withCaptions = p.surtitles ? captions : text('', '', '')
    sentences.push(
      options.film
        ? text(
            `In ${l.en}${withCaptions.en}.`,
            `${l['zh-Hant']}對白${withCaptions['zh-Hant']}。`,
            `${l['zh-Hans']}对白${withCaptions['zh-Hans']}。`,
          )
        : text(
            `Performed in ${l.en}${withCaptions.en}.`,
            `以${l['zh-Hant']}演出${withCaptions['zh-Hant']}。`,
            `以${l['zh-Hans']}演出${withCaptions['zh-Hans']}。`,
          ),
    )
  }
  if (!p.language && p.surtitles) {
    sentences.push(
      options.film
        ? text('With Chinese and English subtitles.', '附中英文字幕。', '附中英文字幕。')
        : text('With Chinese and English surtitles.', '附中英文字幕。', '附中英文字幕。'),
    )
  }
  if (p.age) {
    sentences.push(
      text(
        `Suitable for ages ${p.age} and above.`,
        `適合${p.age}歲或以上人士觀看。`,
        `适合${p.age}岁或以上人士观看。`,
      ),
    )
  }
  if (options.latecomers) {
    sentences.push(
      text(
        'Latecomers will only be admitted at a suitable break.',
        '遲到觀眾須待節目適當時候方可進場。',
        '迟到观众须待节目适当时候方可进场。',
      ),
    )
  }
  if (p.extra) sentences.push(p.extra)
  if (sentences.length === 0) return undefined
  const join = (lang: keyof LocalizedText, sep: string) => sentences.map((s) => s[lang]).join(sep)
  return text(join('en', ' '), join('zh-Hant', ''), join('zh-Hans', ''))
}
