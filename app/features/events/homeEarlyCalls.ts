// The calls the events home's loader makes first with no filters in the address (loadHome with
// an empty search; homeQueries.test.ts checks they agree): the inline script of index.html
// starts them while the entry downloads (app/startup/earlyAnswers.ts). Plain strings: the build
// reads this file too.

/** The main list (first page), the banners and the hot-event flag, without `t` and `locale`. */
export const homeEarlyCalls = [
  '/data/utsvEventList.json?pageSize=12',
  '/data/bannerList.json',
  '/api/is_hot_event.do',
]

/** The call whose first entry's picture is the home's largest paint (its first banner). */
export const homeEarlyPicture = '/data/bannerList.json'

/** Where a member's session token is stored (app/auth's loginStorageKeys.token): no early calls. */
export const homeEarlyTokenKey = 'CL_TK'
