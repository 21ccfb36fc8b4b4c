// The waiting room's rules (docs/waiting-room.md), pure so that the server, the app and anyone
// checking the published shuffle compute the same places.
//
// Everyone who joins before the opening forms the pre-queue, numbered 1, 2, 3… in the order they
// joined. At the opening the pre-queue is put in the order of a keyed pseudorandom permutation:
// a 6-round Feistel network whose round function is HMAC-SHA256 keyed by the seed, walked in
// cycles until it lands inside the group. The order is therefore the seed alone: nothing is
// written per buyer, and anyone can recompute every place. Later arrivals keep their number as
// their position, behind the whole group, in the order they came.
import { fromHex, hmacSha256Key, sha256, toHex } from './sha256'

export const feistelRounds = 6

/**
 * Bits of each Feistel half: the smallest h with 4^h ≥ size, at least 3. A network over a range
 * of a few values has too few round functions to reach every order evenly; from 64 values up,
 * walking the cycle down to a small group mixes it as well as a large one.
 */
function halfBitsFor(size: number): number {
  let half = 3
  while (4 ** half < size) half++
  return half
}

type Mac = (message: Uint8Array) => Uint8Array

/** The round function: the first 4 bytes of HMAC-SHA256(seed, round byte ‖ right half as 4 bytes). */
function roundValue(mac: Mac, round: number, right: number, mask: number): number {
  const message = new Uint8Array(5)
  message[0] = round
  new DataView(message.buffer).setUint32(1, right)
  return new DataView(mac(message).buffer).getUint32(0) & mask
}

/** One pass of the Feistel network over [0, 4^h): a bijection of that range. */
function feistel(mac: Mac, half: number, value: number): number {
  const size = 2 ** half
  const mask = size - 1
  let left = Math.floor(value / size)
  let right = value % size
  for (let round = 0; round < feistelRounds; round++) {
    const next = (left ^ roundValue(mac, round, right, mask)) >>> 0
    left = right
    right = next
  }
  return left * size + right
}

let lastSeed: { seed: string; mac: Mac } | undefined
/** The prepared key of the last seed asked for: a room asks with one seed again and again. */
function macOf(seed: string): Mac {
  if (lastSeed?.seed !== seed) lastSeed = { seed, mac: hmacSha256Key(fromHex(seed)) }
  return lastSeed.mac
}

/**
 * Where the pre-queue's entry with 0-based index `index` lands (0-based) in a group of
 * `groupSize`, for the seed (hex). A permutation of [0, groupSize): the Feistel network is a
 * bijection of a range at most four times the group, and walking its cycle until the value falls
 * inside the group keeps it one.
 */
export function shuffledIndex(seed: string, groupSize: number, index: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= groupSize)
    throw new RangeError(`index ${index} is outside a group of ${groupSize}`)
  const mac = macOf(seed)
  const half = halfBitsFor(groupSize)
  let value = index
  do value = feistel(mac, half, value)
  while (value >= groupSize)
  return value
}

/**
 * The 1-based position in line of entry number `number` (1-based): shuffled inside the
 * pre-queue, its own number after it. Null before the opening (no group yet).
 */
export function positionOf(
  number: number,
  room: { groupSize: number | null; seed: string },
): number | null {
  if (room.groupSize === null) return null
  if (number > room.groupSize) return number
  return shuffledIndex(room.seed, room.groupSize, number - 1) + 1
}

/** The SHA-256 (hex) of a seed (hex), published before the seed itself. */
export const seedHashOf = (seed: string) => toHex(sha256(fromHex(seed)))

/** Members let in by a tick, and the fraction of a member carried to the next one. */
export function admissionsDue(ratePerMinute: number, elapsedMs: number, carry: number) {
  const due = (ratePerMinute * Math.max(0, elapsedMs)) / 60_000 + carry
  const count = Math.floor(due)
  return { count, carry: due - count }
}

/** The hold latency the room keeps the selling core under (p99, milliseconds). */
export const holdP99GoalMs = 200

/**
 * The admission rate after a tick that measured `holdP99Ms`: a fifth slower above the goal, a
 * tenth faster while well under it (under half), unchanged without measurements; kept between a
 * tenth and four times the configured rate.
 */
export function adaptedRate(current: number, configured: number, holdP99Ms: number | null): number {
  let next = current
  if (holdP99Ms !== null && holdP99Ms > holdP99GoalMs) next = current * 0.8
  else if (holdP99Ms !== null && holdP99Ms < holdP99GoalMs / 2) next = current * 1.1
  return Math.min(configured * 4, Math.max(configured / 10, next))
}

export const waitingRoomStates = [
  'preQueue',
  'waiting',
  'yourTurn',
  'expired',
  'soldOut',
  'closed',
] as const
export type WaitingRoomState = (typeof waitingRoomStates)[number]

/** A place kept while its buyer is away at most this long. */
export const awayMinutes = 5

/** How often a buyer who does not use the stream asks again: sooner near the front. */
export function pollSecondsFor(state: WaitingRoomState, place: number | null): number {
  // at most 10 s, so that a sell-out reaches everyone waiting within 10 s
  if (state === 'waiting' && place !== null) return place <= 50 ? 2 : place <= 500 ? 5 : 10
  return state === 'yourTurn' || state === 'closed' ? 30 : 10
}

/** Seconds until `place` is let in at `perMinute`; null when nobody is being let in. */
export function estimatedWaitSeconds(place: number, perMinute: number): number | null {
  if (perMinute <= 0) return null
  return Math.ceil((place * 60) / perMinute)
}
