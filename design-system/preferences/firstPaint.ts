import { preferenceAttributes, preferenceChoices, preferenceCookies } from './cookies.ts'

/**
 * Runs inline in <head> before any stylesheet or module loads, so the chosen theme, font size
 * and card layout are on <html> from the first paint (no flash on reload). It is serialised
 * with Function.prototype.toString, so it must not close over anything: it gets its data as
 * arguments.
 */
function applyPreferencesBeforePaint(
  doc: Document,
  cookies: Record<string, string>,
  choices: Record<string, readonly string[]>,
  attributes: Record<string, string>,
) {
  const jar: Record<string, string> = {}
  for (const part of doc.cookie.split(';')) {
    const at = part.indexOf('=')
    if (at <= 0) continue
    const value = part.slice(at + 1).trim()
    try {
      jar[part.slice(0, at).trim()] = decodeURIComponent(value)
    } catch {
      jar[part.slice(0, at).trim()] = value // a malformed escape: not one of the choices
    }
  }
  for (const key of Object.keys(cookies)) {
    const value = jar[cookies[key] as string]
    if (value && choices[key]?.includes(value)) {
      doc.documentElement.setAttribute(attributes[key] as string, value)
    }
  }
}

/** The inline script's source text, with its data. */
export function firstPaintScript(): string {
  const args = [preferenceCookies, preferenceChoices, preferenceAttributes].map((a) =>
    JSON.stringify(a),
  )
  return `(${applyPreferencesBeforePaint.toString()})(document,${args.join(',')})`
}
