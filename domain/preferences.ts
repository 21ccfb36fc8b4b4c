// Site-wide display preferences (spec §1, §9): the values a visitor can choose and how long the
// choice is remembered. Shared by the design system, the app and the server.

export const locales = ['en', 'zh-Hans', 'zh-Hant'] as const
export type Locale = (typeof locales)[number]
/** Traditional Chinese is the fallback for anything unrecognised (spec §2). */
export const fallbackLocale: Locale = 'zh-Hant'

export const themes = ['default', 'night', 'blackWhite'] as const
export type Theme = (typeof themes)[number]

export const fontSizes = ['14', '16', '18'] as const
export type FontSize = (typeof fontSizes)[number]
export const defaultFontSize: FontSize = '16'

export const cardLayouts = ['compact', 'comfortable'] as const
export type CardLayout = (typeof cardLayouts)[number]

/** Preference cookies (language, font size, theme) last 30 days (spec §9). */
export const preferenceCookieDays = 30
export const preferenceCookieMaxAgeSeconds = preferenceCookieDays * 24 * 60 * 60

export interface DisplayPreferences {
  theme: Theme
  fontSize: FontSize
  layout: CardLayout
}

export const defaultDisplayPreferences: DisplayPreferences = {
  theme: 'default',
  fontSize: defaultFontSize,
  layout: 'comfortable',
}
