import { recipe } from '@vanilla-extract/recipes'

/** As many equal columns as fit, each at least this wide (in rem, so it follows the font size). */
export const tiles = recipe({
  base: { display: 'grid' },
  variants: {
    minColumn: {
      small: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))' },
      medium: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))' },
      large: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))' },
    },
  },
  defaultVariants: { minColumn: 'medium' },
})
