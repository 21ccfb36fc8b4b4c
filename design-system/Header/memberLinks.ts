/** The member menu's pages, in the order shown. */
export const memberLinkIds = [
  'favourites',
  'transactions',
  'points',
  'wishList',
  'inbox',
  'memberInfo',
] as const
export type MemberLinkId = (typeof memberLinkIds)[number]

/**
 * Default addresses. Transaction history, member info and wish list are the spec's routes
 * (§2); the spec shows no routes for My Favourite, My Points or the inbox, so those defaults
 * are placeholders the app should replace through `memberHrefs`.
 */
export const defaultMemberHrefs: Record<MemberLinkId, string> = {
  favourites: '/Member/MyFavourite.html',
  transactions: '/Member/TxnHistory.html',
  points: '/Member/MyPoints.html',
  wishList: '/Member/WishList.html',
  inbox: '/Member/Inbox.html',
  memberInfo: '/Member/MemberInfo.html',
}
