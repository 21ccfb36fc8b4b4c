import { describe, expect, it } from 'vitest'
import { environmentMismatchMessage, type ScreenshotEnvironment } from './screenshotEnvironment'

const baselines: ScreenshotEnvironment = {
  chromium: '156.0.8078.79',
  fonts: {
    en: { families: ['Noto Sans CJK TC'], width: 152.06 },
    'zh-Hant': { families: ['Noto Sans CJK TC'], width: 128 },
  },
}

describe('screenshot environment', () => {
  it('lets the screenshots be compared on the machine that made the baselines', () => {
    expect(environmentMismatchMessage(baselines, structuredClone(baselines))).toBeNull()
  })

  it('names a newer Chromium in one message instead of failing every image', () => {
    const message = environmentMismatchMessage(baselines, { ...baselines, chromium: '157.0.1.2' })
    expect(message).toContain('Chromium 157.0.1.2 (baselines: 156.0.8078.79)')
    expect(message).toContain('npm run test:visual:update')
  })

  it('names the language whose font changed, even when only its metrics did', () => {
    const current = structuredClone(baselines)
    current.fonts.en = { families: ['DejaVu Sans'], width: 160.2 }
    current.fonts['zh-Hant'] = { families: ['Noto Sans CJK TC'], width: 129.5 }
    const message = environmentMismatchMessage(baselines, current) ?? ''
    expect(message).toContain(
      'en text in DejaVu Sans (160.2 px) (baselines: Noto Sans CJK TC (152.06 px))',
    )
    expect(message).toContain('zh-Hant text in Noto Sans CJK TC (129.5 px)')
    expect(message).not.toMatch(/^- Chromium/m)
  })

  it('asks for baselines to be made when none are recorded', () => {
    expect(environmentMismatchMessage(null, baselines)).toContain(
      'no environment is recorded with the baselines',
    )
  })
})
