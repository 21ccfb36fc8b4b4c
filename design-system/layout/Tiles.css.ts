import { recipe } from '@vanilla-extract/recipes'

/** The narrowest a column may get, in rem so it follows the font size. */
const columnWidths = { small: 12, medium: 16, large: 20 } as const
type ColumnWidth = keyof typeof columnWidths

const columns = (repeat: 'auto-fill' | 'auto-fit', width: ColumnWidth) => ({
  gridTemplateColumns: `repeat(${repeat}, minmax(min(100%, ${columnWidths[width]}rem), 1fr))`,
})
const widths = Object.keys(columnWidths) as ColumnWidth[]

/** As many equal columns as fit, each at least this wide. */
export const tiles = recipe({
  base: { display: 'grid' },
  variants: {
    minColumn: Object.fromEntries(
      widths.map((width) => [width, columns('auto-fill', width)]),
    ) as Record<ColumnWidth, ReturnType<typeof columns>>,
    stretch: { true: {}, false: {} },
  },
  // fewer tiles than columns: auto-fit folds the empty columns so the tiles share the row
  compoundVariants: widths.map((width) => ({
    variants: { minColumn: width, stretch: true },
    style: columns('auto-fit', width),
  })),
  defaultVariants: { minColumn: 'medium', stretch: false },
})
