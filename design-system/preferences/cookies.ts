import {
  cardLayouts,
  type DisplayPreferences,
  defaultDisplayPreferences,
  fontSizes,
  preferenceCookieMaxAgeSeconds,
  themes,
} from '../../domain/preferences.ts'

/** Cookie names for each display preference. */
export const preferenceCookies = { theme: 'theme', fontSize: 'fontSize', layout: 'layout' } as const

/** Allowed values per cookie, as data: the first-paint script receives this object verbatim. */
export const preferenceChoices = {
  theme: themes,
  fontSize: fontSizes,
  layout: cardLayouts,
} as const satisfies Record<keyof DisplayPreferences, readonly string[]>

/** The attribute on <html> that carries each preference; the theme CSS selects on these. */
export const preferenceAttributes = {
  theme: 'data-theme',
  fontSize: 'data-font-size',
  layout: 'data-layout',
} as const satisfies Record<keyof DisplayPreferences, string>

export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    const value = rest.join('=')
    try {
      return decodeURIComponent(value)
    } catch {
      // a malformed escape (a cookie written by hand or by another site's script): read as is,
      // so the caller's list of known values refuses it instead of the page failing to start
      return value
    }
  }
  return undefined
}

/** The preferences as <html> currently shows them (set before first paint from the cookies). */
export function currentDisplayPreferences(root: HTMLElement): DisplayPreferences {
  const read = <K extends keyof DisplayPreferences>(key: K): DisplayPreferences[K] => {
    const value = root.getAttribute(preferenceAttributes[key])
    const allowed: readonly string[] = preferenceChoices[key]
    return (
      value && allowed.includes(value) ? value : defaultDisplayPreferences[key]
    ) as DisplayPreferences[K]
  }
  return { theme: read('theme'), fontSize: read('fontSize'), layout: read('layout') }
}

/** A cookie string that keeps one preference for 30 days on the whole site. */
export function preferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${preferenceCookieMaxAgeSeconds}; Path=/; SameSite=Lax`
}

/** Applies preferences to <html> (attributes the theme CSS selects on). */
export function applyDisplayPreferences(root: HTMLElement, prefs: Partial<DisplayPreferences>) {
  for (const key of Object.keys(prefs) as (keyof DisplayPreferences)[]) {
    const value = prefs[key]
    if (value) root.setAttribute(preferenceAttributes[key], value)
  }
}

/** Chooses one preference: applies it now and remembers it in its cookie. */
export function saveDisplayPreference<K extends keyof DisplayPreferences>(
  key: K,
  value: DisplayPreferences[K],
  doc: Document = document,
) {
  applyDisplayPreferences(doc.documentElement, { [key]: value })
  doc.cookie = preferenceCookie(preferenceCookies[key], value)
}
