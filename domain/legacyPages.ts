// Old page addresses the spec's text links still name (§2). They end in `.do` like API calls;
// the app has a route for each that sends the visitor on to its page, and the server hands a
// browser asking for one the app (server/http/staticSite.ts).
export const legacyPagePaths = ['/BoxOffice.do', '/Tdm.do', '/TermsOfUse.do', '/FAQ2.do'] as const

/** A language segment the address may start with: `/en_us`, `/zh-hk`. */
const languageSegment = /^\/[A-Za-z]{2}(?:[_-][A-Za-z]{2})?(?=\/)/

/** Whether a path (without query or hash) is one of them, with or without a language segment. */
export function isLegacyPagePath(path: string): boolean {
  return (legacyPagePaths as readonly string[]).includes(path.replace(languageSegment, ''))
}
