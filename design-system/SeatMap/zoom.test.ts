import { describe, expect, it } from 'vitest'
import { scrollKeepingPoint, zoomAfterWheel, zoomInStep, zoomOutStep } from './zoom'

describe('seat plan zoom', () => {
  it('steps the buttons to the next level, also from a zoom a pinch left between levels', () => {
    expect(zoomInStep(1)).toBe(1.5)
    expect(zoomInStep(1.7)).toBe(2)
    expect(zoomInStep(3)).toBe(3)
    expect(zoomOutStep(1.7)).toBe(1.5)
    expect(zoomOutStep(1.5)).toBe(1)
    expect(zoomOutStep(1)).toBe(1)
  })

  it('zooms in when the wheel turns away from the user and stays within 100 % and 300 %', () => {
    expect(zoomAfterWheel(1, -100)).toBeGreaterThan(1.2)
    expect(zoomAfterWheel(1.5, 100)).toBeLessThan(1.5)
    expect(zoomAfterWheel(1, 400)).toBe(1)
    expect(zoomAfterWheel(2.9, -2000)).toBe(3)
  })

  it('scrolls so the point under the pointer stays where it was', () => {
    // 100 px scrolled, pointer 50 px in: content point 150 at zoom 1 is 300 at zoom 2
    expect(scrollKeepingPoint(100, 50, 1, 2)).toBe(250)
    expect(scrollKeepingPoint(0, 10, 2, 1)).toBe(0)
  })
})
