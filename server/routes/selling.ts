// Buying event tickets: the basket (holds), checkout into a preview, payment, the receipt.
import { sql } from 'kysely'
import { errorMessages } from '../../domain/errors'
import { ApiError } from '../http/apiError'
import { type Handlers, memberOf, type RequestContext } from '../http/handler'
import { checkout } from '../services/selling/checkout'
import { holdOptions, paymentDeps } from '../services/selling/deps'
import {
  askedSeatRows,
  askedSeatRowsOf,
  expiryOf,
  holdBestSeats,
  holdQuantities,
  holdSeats,
  type PickedSeat,
  releaseHold,
  releaseOtherPerformances,
  ticketsHeld,
  zonesWanted,
} from '../services/selling/holds'
import {
  heldSeatsJson,
  holdOf,
  holdViews,
  type ZonePrice,
  zonePricesJson,
} from '../services/selling/holdView'
import { payPreview } from '../services/selling/payment'
import { readPreview } from '../services/selling/previewRead'
import { receipt } from '../services/selling/receipt'
import { seatStatus } from '../services/selling/seatRule'
import { ticketCodeSecret } from '../services/selling/ticketCodes'

/** This process gave places back: its kept plans and what it saw taken no longer hold. */
function placesFreed(ctx: RequestContext) {
  ctx.seatPlans.changedAll()
  ctx.refusals.freed()
}

const invalidField = (ctx: RequestContext, field: string) =>
  new ApiError(400, 'VALIDATION_FAILED', undefined, {
    [field]: ctx.i18n._(errorMessages.VALIDATION_FAILED),
  })

export async function receiptOf(ctx: RequestContext, memberId: number | null, txnNo: string) {
  const secret = await ticketCodeSecret(ctx.db, ctx.config.selling.ticketCodeSecret)
  const found = await receipt(ctx.db, memberId, txnNo, {
    locale: ctx.locale,
    secret,
    now: ctx.now(),
  })
  if (!found) throw new ApiError(404, 'NOT_FOUND')
  return found
}

export const sellingHandlers = {
  getBasket: async (_input, ctx) => {
    const holds = await holdViews(ctx.db, { memberId: memberOf(ctx).id }, ctx.now())
    const totalCents = holds.reduce((sum, hold) => sum + Math.round(hold.subtotal * 100), 0)
    return { holds, ticketTotal: totalCents / 100 }
  },

  createHold: async ({ body }, ctx) => {
    const member = memberOf(ctx)
    const options = holdOptions(ctx)
    const wanted = zonesWanted(body.quantities ?? [])
    // a hot sale's refusals: seats or tickets this process saw taken a moment ago are refused
    // as the database would refuse them, without asking it (services/selling/refusalMemory.ts)
    if (!ctx.refusals.holdsSome(member.id, options.now)) {
      if (body.seatIds && ctx.refusals.seatsTaken(body.performanceId, body.seatIds, options.now)) {
        ctx.seatPlans.refused(body.performanceId, options.now)
        throw new ApiError(409, 'SEAT_UNAVAILABLE')
      }
      if (!body.seatIds && ctx.refusals.quantityGone(body.performanceId, wanted, options.now))
        throw new ApiError(409, 'SEAT_UNAVAILABLE')
    }
    const performance = await ctx.db
      .selectFrom('performances as p')
      .innerJoin('events as e', 'e.id', 'p.event_id')
      .innerJoin('venues as v', 'v.id', 'e.venue_id')
      .select([
        'p.seating',
        'p.on_sale',
        'p.starts_at',
        'e.on_sale_at',
        'e.max_tickets_per_transaction',
        // what the answer shows of a hold of these seats, so it needs no read after the write
        'e.title',
        'v.id as venue_id',
        'v.name as venue_name',
        body.seatIds?.length
          ? heldSeatsJson(
              sql`s.performance_id = ${body.performanceId} and s.seat_id in (${sql.join(body.seatIds)})`,
            ).as('asked_tickets')
          : sql<null>`null`.as('asked_tickets'),
        // the asked price zones' names and prices (general admission, or the best seats)
        zonePricesJson([...wanted.keys()]).as('asked_zones'),
        // whether the member holds anything now: most buyers don't, and skip the basket's reads
        sql<boolean>`exists (
          select 1 from holds h where h.member_id = ${member.id} and h.status = 'held'
            and h.expires_at > ${options.now} and h.performance_id is not null
        )`.as('holds_some'),
        // a reserved hold's first read of its seats, in the same round trip
        askedSeatRows(body.performanceId, body.seatIds ?? []).as('asked_rows'),
      ])
      .where('p.id', '=', body.performanceId)
      .executeTakeFirst()
    if (!performance) throw new ApiError(404, 'NOT_FOUND')
    const onSale =
      performance.on_sale &&
      +performance.starts_at > +options.now &&
      (!performance.on_sale_at || +performance.on_sale_at <= +options.now)
    if (!onSale) throw new ApiError(409, 'SEAT_UNAVAILABLE')
    const reserved = performance.seating === 'reserved'
    const max = performance.max_tickets_per_transaction
    if (reserved && body.seatIds) {
      // what the read found taken (the asked seats' whole rows), kept a moment from when the
      // answer came (`ctx.now()`: in a crowd a request waits for a connection for seconds)
      const taken = []
      for (const seat of askedSeatRowsOf(performance.asked_rows)) {
        const status = seatStatus(seat, options.now)
        if (status !== 'available')
          taken.push({ seatId: seat.seat_id, until: status === 'held' ? seat.held_until : null })
      }
      ctx.refusals.sawTaken(body.performanceId, max, taken, ctx.now())
    }
    // seats are picked on a plan, or a number in one price zone for the best available ones
    // (bestFor); general admission is a quantity per price zone
    const [bestFor] = reserved && !body.seatIds ? wanted : []
    if (reserved && !body.seatIds && wanted.size !== 1) throw invalidField(ctx, 'quantities')
    if (!reserved && !body.quantities) throw invalidField(ctx, 'quantities')
    const asked = body.seatIds
      ? new Set(body.seatIds).size
      : (body.quantities ?? []).reduce((sum, zone) => sum + zone.quantity, 0)
    if (asked > max) throw new ApiError(409, 'TICKET_LIMIT', { max })
    // one performance per basket: a transaction is for one performance
    const holdsSome =
      performance.holds_some &&
      (await releaseOtherPerformances(ctx.db, member.id, body.performanceId, options))
    // what it gave back, on whichever performance, shows on the plans at once
    if (performance.holds_some) placesFreed(ctx)
    const held = holdsSome
      ? await ticketsHeld(ctx.db, member.id, body.performanceId, options.now)
      : 0
    if (held + asked > max) throw new ApiError(409, 'TICKET_LIMIT', { max })
    // one zone refused (general admission, or no block that size of the best seats): as many
    // tickets or more are refused a moment longer (a larger block would hold a smaller one)
    const zoneRefused = (error: unknown): never => {
      const [zone] = wanted
      if (
        error instanceof ApiError &&
        error.code === 'SEAT_UNAVAILABLE' &&
        zone &&
        wanted.size === 1
      )
        ctx.refusals.sawRefused(body.performanceId, max, zone[0], zone[1], ctx.now())
      throw error
    }
    let seatIds = body.seatIds ?? []
    let picked: PickedSeat[] = []
    let holdId: string
    if (bestFor) {
      const [priceZoneId, count] = bestFor
      ;({ holdId, seats: picked } = await holdBestSeats(
        ctx.db,
        { memberId: member.id, performanceId: body.performanceId, priceZoneId, count },
        options,
      ).catch(zoneRefused))
      seatIds = picked.map((seat) => seat.seatId)
    } else if (reserved) {
      holdId = await holdSeats(
        ctx.db,
        { memberId: member.id, performanceId: body.performanceId, seatIds },
        options,
        askedSeatRowsOf(performance.asked_rows),
      ).catch((error: unknown) => {
        // the buyer asks for the plan next: it should show what took their seats
        if (error instanceof ApiError && error.code === 'SEAT_UNAVAILABLE')
          ctx.seatPlans.refused(body.performanceId, options.now)
        throw error
      })
    } else {
      holdId = await holdQuantities(
        ctx.db,
        {
          memberId: member.id,
          performanceId: body.performanceId,
          quantities: body.quantities ?? [],
        },
        options,
      ).catch(zoneRefused)
    }
    const until = expiryOf(options)
    ctx.refusals.granted(member.id, until, options.now)
    // the seats are held from now on, on this process's plan too
    if (reserved) {
      ctx.seatPlans.changed(body.performanceId)
      const seats = seatIds.map((seatId) => ({ seatId, until }))
      ctx.refusals.sawTaken(body.performanceId, max, seats, ctx.now())
    }
    ctx.reply.code(201)
    // the hold as the basket shows it, made from what the first read brought: no read after
    // the write (the seats picked on the plan as read with the performance; the best seats as
    // the pick placed them, at their zone's price; general admission at its zones' prices)
    const zones = new Map((performance.asked_zones ?? []).map((zone) => [zone.id, zone]))
    const priceOf = (id: number): ZonePrice => {
      const zone = zones.get(id)
      // a hold was granted, so the zone exists: this cannot happen
      if (!zone) throw new Error(`price zone ${id} of a granted hold not read`)
      return zone
    }
    return holdOf({
      ...performance,
      id: holdId,
      performance_id: body.performanceId,
      expires_at: until,
      seats: bestFor
        ? picked.map((seat) => ({ ...seat, ...priceOf(bestFor[0]) }))
        : reserved
          ? (performance.asked_tickets ?? [])
          : [],
      quantities: reserved
        ? []
        : [...zones.values()].map((zone) => ({ ...zone, quantity: wanted.get(zone.id) ?? 0 })),
    })
  },

  releaseHold: async ({ params }, ctx) => {
    const released = await releaseHold(ctx.db, params.holdId, memberOf(ctx).id, {
      now: ctx.now(),
      locks: ctx.config.selling.locks,
    })
    if (!released) throw new ApiError(404, 'NOT_FOUND')
    placesFreed(ctx)
    return undefined
  },

  checkout: async ({ body }, ctx) =>
    checkout(ctx.db, memberOf(ctx).id, body, {
      now: ctx.now(),
      invalid: ctx.i18n._(errorMessages.VALIDATION_FAILED),
    }),

  getCheckoutPreview: async ({ params }, ctx) => {
    const found = await readPreview(ctx.db, memberOf(ctx).id, params.previewId, ctx.now())
    if (!found) throw new ApiError(404, 'NOT_FOUND')
    return found
  },

  pay: async ({ body }, ctx) => {
    const memberId = memberOf(ctx).id
    const txnNo = await payPreview(paymentDeps(ctx), {
      previewId: body.previewId,
      kind: 'event',
      memberId,
      cardToken: body.cardToken,
      idempotencyKey: body.idempotencyKey,
    })
    // held seats are sold now (the sale does not name its performance here; sales are rare
    // next to plan reads)
    ctx.seatPlans.changedAll()
    return receiptOf(ctx, memberId, txnNo)
  },

  getReceipt: async ({ params }, ctx) => receiptOf(ctx, memberOf(ctx).id, params.txnNo),
} satisfies Handlers
