import { keyframes } from '@vanilla-extract/css'

// Entrance animations shared by overlays (`entrance()` in entrance.ts applies them).

/** Fades in place: tooltips, dialog backdrops. */
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

/** Fades in while dropping a little from its trigger: popovers and menus. */
export const dropIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.25rem)' },
  to: { opacity: 1, transform: 'none' },
})

/** Rises into place from a little below: notifications. */
export const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
})
