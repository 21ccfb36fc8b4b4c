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
