import { createContainer } from '@vanilla-extract/css'

/**
 * The page (<body>) is a size container, and layouts change width with container queries
 * against it. A media query's `em` and `rem` are the browser's initial 16 px whatever <html>
 * says, so a layout written with them would not follow the font-size preference; a container
 * query's `rem` is <html>'s font size, so at 18 px every breakpoint moves out by 18/16.
 */
export const pageContainer = createContainer('page')

/** Where the layouts change, in rem of the chosen font size. */
export const breakpoints = { tablet: 48, desktop: 64, wide: 80 } as const
export type Breakpoint = keyof typeof breakpoints

/** Container queries for `'@container'`: the page at least this wide (in rem). */
export const screen = {
  tablet: `${pageContainer} (min-width: ${breakpoints.tablet}rem)`,
  desktop: `${pageContainer} (min-width: ${breakpoints.desktop}rem)`,
  wide: `${pageContainer} (min-width: ${breakpoints.wide}rem)`,
} as const satisfies Record<Breakpoint, string>
