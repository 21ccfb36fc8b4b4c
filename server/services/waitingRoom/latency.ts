// The hold latency this process measures (createHold, start to answer), which the admission
// tick reads to slow down or speed up: the p99 of the last 30 seconds.
const windowMs = 30_000
/** Fewer holds than this say nothing about the p99. */
const minimumSamples = 20

export interface HoldLatency {
  record(ms: number, now: Date): void
  p99(now: Date): number | null
}

export function createHoldLatency(): HoldLatency {
  let samples: { at: number; ms: number }[] = []
  return {
    record(ms, now) {
      samples.push({ at: +now, ms })
      if (samples.length > 10_000) samples = samples.slice(-5_000)
    },
    p99(now) {
      samples = samples.filter((sample) => sample.at > +now - windowMs)
      if (samples.length < minimumSamples) return null
      const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b)
      return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? null
    },
  }
}
