// What every hold is made with: the request's time and how long a hold keeps its places.
export interface HoldOptions {
  now: Date
  holdMinutes: number
}

/** When a hold made now ends. */
export const expiryOf = (options: HoldOptions) =>
  new Date(+options.now + Math.round(options.holdMinutes * 60_000))
