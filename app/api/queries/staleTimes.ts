// How long each kind of data counts as fresh (TanStack Query `staleTime`): a fresh answer is
// shown without asking the server again, e.g. when the visitor comes back to a page.
export const staleTimes = {
  /** Seats and captchas change hands every second: always asked again. */
  live: 0,
  /** The member's own data: their own changes invalidate it; other changes show soon. */
  member: 30_000,
  /** Event lists, banners, news: the catalogue changes during the day. */
  catalogue: 60_000,
  /** The hot-event flag and the site config, read at start-up. */
  startUp: 5 * 60_000,
  /** Help pages, FAQ, venues, outlets, categories, point packages: edited now and then. */
  reference: 30 * 60_000,
  /** The address hierarchy of the registration form. */
  fixed: Number.POSITIVE_INFINITY,
} as const
