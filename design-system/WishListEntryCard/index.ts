export {
  type WishListEntry,
  WishListEntryCard,
  type WishListEntryCardProps,
} from './WishListEntryCard'
export { wishListStatusLooks } from './wishListEntryStatus'
