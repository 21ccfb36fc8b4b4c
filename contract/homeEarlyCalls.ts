// The calls the events home's loader makes with no filters in the address (loadHome with an
// empty search; earlyAnswers.test.ts checks they agree) and the site's start (useSiteStart): the
// inline script of index.html starts them while the entry downloads (app/startup/earlyAnswers.ts),
// so none of them waits for the code (asked by the code once it has run, they would be the last
// of what the first paint waits for).
// Plain strings: the build reads this file too.

/**
 * The events home's addresses with a language prefix: group 1 is the prefix (`en_us`). The
 * inline script starts its calls there; the server draws its first view there.
 */
export function homeAddressPattern(prefixes: readonly string[]): string {
  return `^/(${prefixes.join('|')})/(?:Events\\.html)?$`
}

/** The call whose first entry's picture is the home's largest paint (its first banner). */
export const homeEarlyPicture = '/data/bannerList.json'

/** The flag's call: the loader asks for the extras only when it says no hot event is on. */
export const homeEarlyHotFlag = '/api/is_hot_event.do'

/** The main list (first page), the banners and the hot-event flag, without `t` and `locale`. */
export const homeEarlyCalls = [
  '/data/utsvEventList.json?pageSize=12',
  homeEarlyPicture,
  homeEarlyHotFlag,
]

/** The site's start-up calls on every page beside the flag (app/startup/useSiteStart.ts). */
export const siteEarlyCalls = ['/data/config.json']

/** What the loader asks for next on an ordinary day: the categories and the parts below the list. */
export const homeEarlyExtras = [
  '/data/utsvCategoryListWithUrbtix.json',
  '/data/brandedPresenterList.json',
  '/data/popupEventList.json',
  '/data/newsList.json',
  '/data/urbtixEventList.json',
  '/api/kdafEventList.do',
  '/api/hkiffEventList.do',
]

/** Where a member's session token is stored (app/auth's loginStorageKeys.token): no early calls. */
export const homeEarlyTokenKey = 'CL_TK'
