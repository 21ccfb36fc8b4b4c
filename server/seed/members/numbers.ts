// Reference numbers in the formats the contract's examples use: transactions T2026120100042
// (points top-ups P…, both the Hong Kong date and a number for the day), confirmations
// CF-88-4417, waybills WB2026120300981, courier tracking HK981245330. All unique.
import { inHongKong } from '../../../domain/hongKongTime'
import type { Random } from './random'

export class Numbering {
  private readonly perDay = new Map<string, number>()
  private readonly used = new Set<string>()

  constructor(private readonly random: Random) {}

  /** `T` for tickets, `P` for points, then `YYYYMMDD` and the day's running number. */
  dated(prefix: 'T' | 'P' | 'WB', at: Date): string {
    const day = inHongKong(at).isoDate.replace(/-/g, '')
    const key = `${prefix}${day}`
    // numbers of a day start anywhere and climb, as if other buyers came in between
    const next = (this.perDay.get(key) ?? this.random.int(0, 120)) + this.random.int(1, 25)
    this.perDay.set(key, next)
    return `${key}${String(next).padStart(5, '0')}`
  }

  confirmation(): string {
    return this.unique(() => `CF-${this.random.digits(2)}-${this.random.digits(4)}`)
  }

  tracking(): string {
    return this.unique(() => `HK${this.random.int(1, 9)}${this.random.digits(8)}`)
  }

  private unique(make: () => string): string {
    let value: string
    do value = make()
    while (this.used.has(value))
    this.used.add(value)
    return value
  }
}
