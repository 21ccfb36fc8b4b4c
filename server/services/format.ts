// How stored values become the contract's: money in cents → HKD, instants → Hong Kong ISO.
import { hongKongIsoString } from '../../domain/hongKongTime'

export const hkd = (cents: number): number => cents / 100
export const hongKongTime = (instant: Date): string => hongKongIsoString(instant)
