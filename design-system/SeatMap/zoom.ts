// Zoom arithmetic of the seat plan, apart from the DOM so it can be tested: the steps the
// buttons walk, the range wheel and pinch move within, and where to scroll so the point under
// the pointer (or between two fingers) stays put while the plan grows or shrinks.

/** Zoom steps the − / + buttons walk through; wheel and pinch zoom anywhere between the ends. */
export const seatMapZoomLevels = [1, 1.5, 2, 3] as const
export const minZoom = seatMapZoomLevels[0]
export const maxZoom = seatMapZoomLevels[seatMapZoomLevels.length - 1] as number

export const clampZoom = (zoom: number) => Math.min(maxZoom, Math.max(minZoom, zoom))

/** The next button step above the current zoom (which wheel or pinch may have left between steps). */
export function zoomInStep(zoom: number): number {
  return seatMapZoomLevels.find((level) => level > zoom + 0.001) ?? maxZoom
}

/** The next button step below the current zoom. */
export function zoomOutStep(zoom: number): number {
  return [...seatMapZoomLevels].reverse().find((level) => level < zoom - 0.001) ?? minZoom
}

/**
 * Zoom after a wheel turn: a notch of a mouse wheel (deltaY ±100) is about 20 %; a trackpad
 * pinch, which browsers send as small ctrl+wheel deltas, zooms smoothly.
 */
export function zoomAfterWheel(zoom: number, deltaY: number): number {
  return clampZoom(zoom * Math.exp(-deltaY * 0.002))
}

/**
 * The scroll offset that keeps content under `pointer` (px from the viewport's edge) in place
 * when the zoom changes from `from` to `to`.
 */
export function scrollKeepingPoint(scroll: number, pointer: number, from: number, to: number) {
  return Math.max(0, ((scroll + pointer) * to) / from - pointer)
}
