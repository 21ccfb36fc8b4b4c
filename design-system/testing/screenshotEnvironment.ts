// What story screenshots depend on besides the code: the browser that draws them and the fonts
// it finds. Both are recorded next to the baselines, so a different machine says which of them
// changed instead of failing every image.

/** The fonts Chromium used for a line of text in one language, and how wide it came out. */
export interface TextFonts {
  families: string[]
  /** px, to 0.01: moves when the font's version or hinting changes, even under the same name */
  width: number
}

export interface ScreenshotEnvironment {
  /** Chromium's full version, e.g. 156.0.8078.79. */
  chromium: string
  /** Per sample language (en, zh-Hant, zh-Hans). */
  fonts: Record<string, TextFonts>
}

const describeFonts = ({ families, width }: TextFonts) => `${families.join(' + ')} (${width} px)`

/** One line per difference, empty when the screenshots can be compared. */
export function environmentDifferences(
  recorded: ScreenshotEnvironment | null,
  current: ScreenshotEnvironment,
): string[] {
  if (!recorded) return ['no environment is recorded with the baselines']
  const differences: string[] = []
  if (recorded.chromium !== current.chromium) {
    differences.push(`Chromium ${current.chromium} (baselines: ${recorded.chromium})`)
  }
  const languages = new Set([...Object.keys(recorded.fonts), ...Object.keys(current.fonts)])
  for (const language of languages) {
    const was = recorded.fonts[language]
    const now = current.fonts[language]
    const same =
      was && now && was.width === now.width && was.families.join() === now.families.join()
    if (!same) {
      differences.push(
        `${language} text in ${now ? describeFonts(now) : 'nothing'} (baselines: ${was ? describeFonts(was) : 'nothing'})`,
      )
    }
  }
  return differences
}

/** The one message a story test run gives when its screenshots cannot be compared. */
export function environmentMismatchMessage(
  recorded: ScreenshotEnvironment | null,
  current: ScreenshotEnvironment,
): string | null {
  const differences = environmentDifferences(recorded, current)
  if (differences.length === 0) return null
  return [
    'Story screenshots were not compared: this browser draws them differently from the one that made the baselines.',
    ...differences.map((difference) => `- ${difference}`),
    'Install the recorded Chromium and fonts (scripts/ensure-system-deps.sh), or make new baselines on this machine with `npm run test:visual:update` and review them.',
  ].join('\n')
}
