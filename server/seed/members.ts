// The demo members (member001…member300@demo.citytix.hk, password `demoPassword`) and what
// belongs to them: purchases of the last eight months over whatever the catalogue seed wrote,
// points ledgers, wish lists, inbox notices and favourites. Deterministic: one seeded random
// source and times relative to `now`, so the same `now` seeds the same data. Runs inside the
// seed's transaction, after the catalogue and the content.
import type { Kysely } from 'kysely'
import { monthsBefore } from '../../domain/history'
import type { DB } from '../db/schema'
import { hashPassword } from '../services/passwords'
import { demoPassword, showcaseEmail } from './members/accounts'
import { loadHomeAddresses } from './members/addresses'
import { loadCatalogue, type Performance } from './members/catalogue'
import { Inventory } from './members/inventory'
import { broadcastSchedule, type Notice, noticesFor } from './members/notices'
import { Numbering } from './members/numbers'
import { type DemoMember, makeMembers } from './members/people'
import { buildLedger, type Ledger } from './members/points'
import { type CollectionMethod, type Purchase, Purchases } from './members/purchases'
import { type Random, seededRandom } from './members/random'
import {
  ledgerRow,
  memberRow,
  noticeRow,
  ticketRows,
  transactionRow,
  wishRow,
} from './members/rows'
import { WishLists } from './members/wishList'
import { countQuotaSales, insertAll, markSold } from './members/write'

export {
  demoEmail,
  demoPassword,
  showcaseEmail,
  specialAccounts,
} from './members/accounts'

/** Purchases go back this far (the history shows six months; older ones exist too). */
export const purchaseMonths = 8
/** About this many members keep a wish list. */
export const wishListMembers = 40

const dayMs = 86_400_000

export async function seedMembers(db: Kysely<DB>, now: Date): Promise<void> {
  const random = seededRandom(2026)
  const since = monthsBefore(now, purchaseMonths)
  // one hash for everyone: argon2id per member would take minutes
  const [passwordHash, homes, catalogue] = await Promise.all([
    hashPassword(demoPassword),
    loadHomeAddresses(db),
    loadCatalogue(db, since),
  ])
  const members = makeMembers(random, homes, now)
  const inventory = new Inventory(catalogue, random)
  const numbering = new Numbering(random)
  const purchases = new Purchases(random, inventory, numbering, now)
  const wishLists = new WishLists(random, inventory, purchases, now)
  const past = catalogue.performances.filter((p) => p.startsAt < now)
  const upcoming = catalogue.performances.filter((p) => p.startsAt > now)
  const schedule = broadcastSchedule(now)

  const active = members.filter((m) => m.state !== 'pending')
  const wishers = new Set([
    showcaseEmail,
    ...random
      .shuffle(active.filter((m) => m.state === 'active' && m.email !== showcaseEmail))
      .slice(0, wishListMembers - 1)
      .map((m) => m.email),
  ])

  const ledgers = new Map<DemoMember, Ledger>()
  const inboxes = new Map<DemoMember, Notice[]>()
  const favourites = new Map<DemoMember, number[]>()
  for (const member of active) {
    const showcase = member.email === showcaseEmail
    const bought = showcase
      ? showcasePurchases(purchases, random, member, past, upcoming, since)
      : ordinaryPurchases(purchases, random, member, past, upcoming, since)
    const spends = wishers.has(member.email) ? wishLists.plan(member, upcoming, showcase) : []
    let ledger: Ledger | undefined
    if (showcase || spends.length > 0 || random.chance(0.4)) {
      const hasUnpaidWish = wishLists.all.some(
        (w) => w.member === member && w.status === 'pointsNotPaid',
      )
      ledger = buildLedger(
        {
          spends,
          // a member waiting for points has not topped up on their own
          extraTopUps: showcase || hasUnpaidWish ? 0 : random.int(0, 3),
          expiringSoon: showcase || random.chance(0.35),
          lapsed: showcase,
          earliest: new Date(Math.max(+member.createdAt, +now - 15 * 30 * dayMs)),
        },
        catalogue.packages,
        random,
        numbering,
        now,
      )
      ledgers.set(member, ledger)
      wishLists.settle(member, ledger.balance)
    }
    const wishes = wishLists.all.filter((w) => w.member === member)
    inboxes.set(
      member,
      noticesFor({ purchases: bought, wishes, ledger, schedule, random, now, showcase }),
    )
    if (showcase || random.chance(0.65)) {
      favourites.set(member, favouritesOf(random, catalogue.eventIds, upcoming, showcase))
    }
  }

  // members first: everything else refers to their ids
  const inserted = await db
    .insertInto('members')
    .values(members.map((member) => memberRow(member, passwordHash)))
    .returning(['id', 'email'])
    .execute()
  const idByEmail = new Map(inserted.map((row) => [row.email, row.id]))
  const idOf = (member: DemoMember) => idByEmail.get(member.email) as number

  const sales = [...purchases.all].sort((a, b) => +a.purchasedAt - +b.purchasedAt)
  await insertAll(
    db,
    'transactions',
    sales.map((p) => transactionRow(p, idOf(p.member))),
  )
  await insertAll(db, 'transaction_seats', sales.flatMap(ticketRows))
  await markSold(db, inventory.sold)
  await countQuotaSales(db, inventory.quotaSales())
  await insertAll(
    db,
    'points_ledger',
    [...ledgers].flatMap(([member, ledger]) =>
      ledger.entries.map((e) => ledgerRow(e, idOf(member))),
    ),
  )
  await insertAll(
    db,
    'wish_list_entries',
    wishLists.all.map((wish) => wishRow(wish, idOf(wish.member))),
  )
  await insertAll(
    db,
    'notices',
    [...inboxes].flatMap(([member, inbox]) => inbox.map((n) => noticeRow(n, idOf(member)))),
  )
  await insertAll(
    db,
    'favourites',
    [...favourites].flatMap(([member, eventIds]) =>
      eventIds.map((eventId, i) => ({
        member_id: idOf(member),
        event_id: eventId,
        created_at: new Date(+now - (i + 1) * random.int(2, 40) * dayMs),
      })),
    ),
  )
}

/** 0–6 purchases, past shows and coming ones. */
function ordinaryPurchases(
  purchases: Purchases,
  random: Random,
  member: DemoMember,
  past: Performance[],
  upcoming: Performance[],
  since: Date,
): Purchase[] {
  const count = Number(random.weighted({ 0: 14, 1: 24, 2: 22, 3: 15, 4: 11, 5: 8, 6: 6 }))
  const made: Purchase[] = []
  for (let i = 0; i < count; i++) {
    for (let attempt = 0; attempt < 6; attempt++) {
      const pool = random.chance(0.45) && past.length > 0 ? past : upcoming
      if (pool.length === 0) break
      const purchase = purchases.tryBuy(member, random.pick(pool), since)
      if (purchase) {
        made.push(purchase)
        break
      }
    }
  }
  return made
}

/** member001: past and coming shows, reserved and general admission, e-ticket and delivery. */
function showcasePurchases(
  purchases: Purchases,
  random: Random,
  member: DemoMember,
  past: Performance[],
  upcoming: Performance[],
  since: Date,
): Purchase[] {
  const wanted: [Performance[], Performance['seating'], CollectionMethod][] = [
    [past, 'reserved', 'delivery'],
    [past, 'generalAdmission', 'eTicket'],
    [past, 'reserved', 'kiosk'],
    [upcoming, 'reserved', 'eTicket'],
    [upcoming, 'generalAdmission', 'delivery'],
    [upcoming, 'reserved', 'delivery'],
    [upcoming, 'reserved', 'boxOffice'],
  ]
  const made: Purchase[] = []
  for (const [pool, seating, collection] of wanted) {
    const fitting = pool.filter((p) => p.seating === seating)
    for (let attempt = 0; attempt < 20 && fitting.length > 0; attempt++) {
      const purchase = purchases.tryBuy(member, random.pick(fitting), since, {
        count: random.int(2, 4),
        collection,
      })
      if (purchase) {
        made.push(purchase)
        break
      }
    }
  }
  return made
}

/** A few events, mostly ones still to come. */
function favouritesOf(
  random: Random,
  eventIds: number[],
  upcoming: Performance[],
  showcase: boolean,
): number[] {
  if (eventIds.length === 0) return []
  const coming = [...new Set(upcoming.map((p) => p.eventId))]
  const chosen = new Set<number>()
  const wanted = Math.min(showcase ? 6 : random.int(1, 8), eventIds.length)
  for (let tries = 0; chosen.size < wanted && tries < 50; tries++) {
    chosen.add(random.pick(coming.length > 0 && random.chance(0.8) ? coming : eventIds))
  }
  return [...chosen]
}
