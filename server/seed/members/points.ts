// A member's points ledger (append-only; the balance is the sum). Points come from top-ups and
// refunds and expire one year after they were earned (`expires_on`, the same Hong Kong date a
// year on; the expiry row is written at 00:00 that day). Spending uses the points that expire
// first. A payment never finds too few points: a top-up comes just before it when needed, so
// the balance is never below zero at any moment.
import { hongKongMidnight, inHongKong } from '../../../domain/hongKongTime'
import type { LocalizedText } from '../../db/schema'
import type { Numbering } from './numbers'
import type { Random } from './random'
import { expiryText, topUpText } from './texts'

export interface LedgerEntry {
  at: Date
  type: 'topUp' | 'payment' | 'refund' | 'expiry'
  points: number
  paymentAmountCents: number | null
  expiresOn: string | null
  txnNo: string | null
  description: LocalizedText
}

export interface Spend {
  at: Date
  points: number
  txnNo: string | null
  description: LocalizedText
  /** the points come back this long after (a failed wish-list payment) */
  refund?: { afterMs: number; description: LocalizedText }
}

export interface PointPackage {
  points: number
  priceCents: number
}

export interface LedgerPlan {
  spends: Spend[]
  /** top-ups of the member's own accord, besides those a payment needs */
  extraTopUps: number
  /** a top-up eleven months ago, sized so part of it is left to expire within weeks */
  expiringSoon: boolean
  /** a top-up over a year ago, never used, so the history shows an expiry */
  lapsed?: boolean
  earliest: Date
}

export interface Ledger {
  entries: LedgerEntry[]
  balance: number
  /** points left now, by expiry date, soonest first */
  expiring: { expiresOn: string; points: number }[]
  /** expiry rows written, for the reminder notices that came before them */
  expired: { expiresOn: string; points: number }[]
}

/** When the store has no packages (a small test catalogue): one point per HK dollar. */
const fallbackPackages: PointPackage[] = [500, 1000, 2000, 5000].map((points) => ({
  points,
  priceCents: points * 100,
}))
const dayMs = 86_400_000

interface Lot {
  expiresOn: string
  expiresAt: Date
  left: number
}

/** The Hong Kong date a year after the instant (29 February earns until 28 February). */
export function yearLater(at: Date): string {
  const { year, month, day } = inHongKong(at)
  const last = new Date(Date.UTC(year + 1, month, 0)).getUTCDate()
  return `${year + 1}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`
}

const midnightOf = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return hongKongMidnight(year, month, day)
}

export function buildLedger(
  plan: LedgerPlan,
  packages: PointPackage[],
  random: Random,
  numbering: Numbering,
  now: Date,
): Ledger {
  const offered = packages.length > 0 ? packages : fallbackPackages
  const entries: LedgerEntry[] = []
  const lots: Lot[] = []
  const expired: Ledger['expired'] = []

  const earn = (
    at: Date,
    points: number,
    entry: Omit<LedgerEntry, 'at' | 'points' | 'expiresOn'>,
  ) => {
    const expiresOn = yearLater(at)
    entries.push({ ...entry, at, points, expiresOn })
    lots.push({ expiresOn, expiresAt: midnightOf(expiresOn), left: points })
    lots.sort((a, b) => +a.expiresAt - +b.expiresAt)
  }
  const topUp = (at: Date, pack: PointPackage) =>
    earn(at, pack.points, {
      type: 'topUp',
      paymentAmountCents: pack.priceCents,
      txnNo: numbering.dated('P', at),
      description: topUpText(pack.points),
    })
  /** writes the expiry of every lot that ran out by `until` */
  const expireUntil = (until: Date) => {
    for (const lot of lots) {
      if (lot.expiresAt > until || lot.left === 0) continue
      entries.push({
        at: lot.expiresAt,
        type: 'expiry',
        points: -lot.left,
        paymentAmountCents: null,
        expiresOn: null,
        txnNo: null,
        description: expiryText,
      })
      expired.push({ expiresOn: lot.expiresOn, points: lot.left })
      lot.left = 0
    }
  }
  const available = () => lots.reduce((sum, lot) => sum + lot.left, 0)
  /** the smallest package that covers `points`, or the largest */
  const packFor = (points: number) =>
    offered.find((pack) => pack.points >= points) ?? (offered.at(-1) as PointPackage)

  type Step =
    | { at: Date; kind: 'spend'; spend: Spend }
    | { at: Date; kind: 'refund'; spend: Spend }
    | { at: Date; kind: 'topUp'; pack: PointPackage }
  const steps: Step[] = []
  for (const spend of plan.spends) {
    steps.push({ at: spend.at, kind: 'spend', spend })
    if (spend.refund)
      steps.push({ at: new Date(+spend.at + spend.refund.afterMs), kind: 'refund', spend })
  }
  const span = +now - dayMs - +plan.earliest
  for (let i = 0; i < plan.extraTopUps && span > 0; i++) {
    steps.push({
      at: new Date(+plan.earliest + random.next() * span),
      kind: 'topUp',
      pack: random.pick(offered),
    })
  }
  if (plan.expiringSoon) {
    // eleven months ago, so what is left expires in two to six weeks
    const at = new Date(+now - random.int(320, 350) * dayMs)
    const later = plan.spends.filter((spend) => spend.at > at).reduce((sum, s) => sum + s.points, 0)
    steps.push({
      at,
      kind: 'topUp',
      pack: offered.find((pack) => pack.points > later) ?? (offered.at(-1) as PointPackage),
    })
  }
  if (plan.lapsed) {
    steps.push({
      at: new Date(+now - random.int(380, 430) * dayMs),
      kind: 'topUp',
      pack: offered[0] as PointPackage,
    })
  }
  steps.sort((a, b) => +a.at - +b.at)

  for (const step of steps.filter((s) => s.at <= now)) {
    expireUntil(step.at)
    if (step.kind === 'topUp') topUp(step.at, step.pack)
    else if (step.kind === 'refund') {
      earn(step.at, step.spend.points, {
        type: 'refund',
        paymentAmountCents: null,
        txnNo: step.spend.txnNo,
        description: step.spend.refund?.description ?? step.spend.description,
      })
    } else {
      const { spend } = step
      // topped up a few minutes before paying, as members do when the balance is short
      while (available() < spend.points) {
        topUp(new Date(+spend.at - random.int(3, 40) * 60_000), packFor(spend.points - available()))
      }
      let owed = spend.points
      for (const lot of lots) {
        const used = Math.min(lot.left, owed)
        lot.left -= used
        owed -= used
      }
      entries.push({
        at: spend.at,
        type: 'payment',
        points: -spend.points,
        paymentAmountCents: null,
        expiresOn: null,
        txnNo: spend.txnNo,
        description: spend.description,
      })
    }
  }
  expireUntil(now)
  entries.sort((a, b) => +a.at - +b.at)
  const expiring = new Map<string, number>()
  for (const lot of lots) {
    if (lot.left > 0) expiring.set(lot.expiresOn, (expiring.get(lot.expiresOn) ?? 0) + lot.left)
  }
  return {
    entries,
    balance: available(),
    expiring: [...expiring].map(([expiresOn, points]) => ({ expiresOn, points })),
    expired,
  }
}
