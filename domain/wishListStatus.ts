// Wish-list entry statuses (spec §4), shared by the API contract, the server and the screens.
export const wishListStatuses = [
  'added',
  'matching',
  'matched',
  'notMatched',
  'bought',
  'pointsNotPaid',
  'cancelled',
  'paymentFailed',
] as const
export type WishListStatus = (typeof wishListStatuses)[number]

/** What a member can do with a wish-list entry. */
export const wishListActions = ['reorder', 'cancel', 'payAgain', 'restore'] as const
export type WishListAction = (typeof wishListActions)[number]

/**
 * The actions each status allows (spec §4): the preference order changes and an entry is
 * cancelled only before matching starts; after a points payment that fell short or failed the
 * member may pay again or cancel; a cancelled entry may be restored (the server allows it
 * only before the draw, while the ballot is open); once matching runs, or the entry is bought,
 * nothing more.
 */
export const wishListActionsByStatus: Record<WishListStatus, readonly WishListAction[]> = {
  added: ['reorder', 'cancel'],
  matching: [],
  matched: [],
  notMatched: [],
  bought: [],
  pointsNotPaid: ['payAgain', 'cancel'],
  cancelled: ['restore'],
  paymentFailed: ['payAgain', 'cancel'],
}

/** Whether an entry in this status allows the action. */
export function wishListAllows(status: WishListStatus, action: WishListAction): boolean {
  return wishListActionsByStatus[status].includes(action)
}
