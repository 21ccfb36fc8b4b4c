// Transaction and delivery change requests (spec §3, §5, §9), kept for customer service with a
// reference number. Who may ask: a logged-in member about their own transactions; a visitor
// who proves the transaction is theirs (the card's first and last 4 digits for a transaction
// change, the email the tickets were booked with for a delivery change). Anything else reads
// as "cannot find this transaction", so nothing about other people's transactions is told.
import type { MessageDescriptor } from '@lingui/core'
import type { Kysely } from 'kysely'
import { cardEnds } from '../../../domain/cardNumber'
import { isDeliveryChangeAllowed } from '../../../domain/delivery'
import { changeRequestMessages } from '../../../domain/forms/changeRequestMessages'
import type { DeliveryChangeRequest } from '../../../domain/forms/deliveryChangeRequest'
import type { TxnChangeRequest } from '../../../domain/forms/txnChangeRequest'
import { fieldMessages } from '../../../domain/validation/messages'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/apiError'
import type { RequestContext } from '../../http/handler'
import { attachUpload } from '../uploads'
import { nextReference } from './referenceNumbers'

type Context = Pick<RequestContext, 'db' | 'i18n' | 'locale' | 'now'> & {
  /** the logged-in member asking, if any */
  memberId: number | undefined
}

const refused = (ctx: Context, field: string, message: MessageDescriptor) =>
  new ApiError(400, 'VALIDATION_FAILED', undefined, { [field]: ctx.i18n._(message) })

const notFound = (ctx: Context) => refused(ctx, 'txnNo', changeRequestMessages.transactionNotFound)

/** The transaction a request is about, with what proves whose it is and when the show is. */
function findTransaction(db: Kysely<DB>, txnNo: string) {
  return db
    .selectFrom('transactions as t')
    .leftJoin('members as m', 'm.id', 't.member_id')
    .leftJoin('performances as p', 'p.id', 't.performance_id')
    .select(['t.txn_no', 't.member_id', 't.card_number', 'm.email', 'p.starts_at'])
    .where('t.txn_no', '=', txnNo.toUpperCase())
    .executeTakeFirst()
}

type Found = NonNullable<Awaited<ReturnType<typeof findTransaction>>>

/** A member asks only about their own transactions. */
const isAsker = (ctx: Context, found: Found) =>
  ctx.memberId === undefined || found.member_id === ctx.memberId

const sameCardEnds = (typed: string, stored: string) => {
  if (stored === '') return false
  const a = cardEnds(typed)
  const b = cardEnds(stored)
  return a.first4 === b.first4 && a.last4 === b.last4
}

/** The image must have arrived at its address and not be another request's or member's. */
async function takeCardImage(db: Kysely<DB>, ctx: Context, fileKey: string) {
  if (!(await attachUpload(db, fileKey, ctx.memberId, ctx.now())))
    throw refused(ctx, 'cardImageKey', fieldMessages.cardImageRequired)
}

export async function submitTxnChange(ctx: Context, form: TxnChangeRequest) {
  const found = await findTransaction(ctx.db, form.txnNo)
  if (!found || !isAsker(ctx, found) || !sameCardEnds(form.cardNumber, found.card_number))
    throw notFound(ctx)
  const now = ctx.now()
  return ctx.db.transaction().execute(async (trx) => {
    await takeCardImage(trx, ctx, form.cardImageKey)
    const { id, referenceNo } = await nextReference(trx, 'txn_change_requests', now)
    await trx
      .insertInto('txn_change_requests')
      .values({
        id,
        reference_no: referenceNo,
        txn_no: found.txn_no,
        member_id: ctx.memberId ?? null,
        card_number: form.cardNumber,
        card_image_key: form.cardImageKey,
        // only the ticked items (the form refuses a filled item that is not ticked)
        new_contact_name: form.changeContactName ? form.newContactName : null,
        new_contact_number: form.changeContactNumber ? form.newContactNumber : null,
        new_address: form.changeAddress ? form.newAddress : null,
        locale: ctx.locale,
        created_at: now,
      })
      .execute()
    return { referenceNo }
  })
}

export async function submitDeliveryChange(ctx: Context, form: DeliveryChangeRequest) {
  const found = await findTransaction(ctx.db, form.txnNo)
  const proven =
    found &&
    (ctx.memberId !== undefined
      ? found.member_id === ctx.memberId
      : found.email !== null && found.email.toLowerCase() === form.email.toLowerCase())
  // a transaction without a show date (a cinema booking) has no delivery to change here
  if (!found || !proven || !found.starts_at) throw notFound(ctx)
  const now = ctx.now()
  if (!isDeliveryChangeAllowed(now, found.starts_at))
    throw refused(ctx, 'txnNo', changeRequestMessages.deliveryChangeTooLate)
  return ctx.db.transaction().execute(async (trx) => {
    if (form.cardImageKey !== '') await takeCardImage(trx, ctx, form.cardImageKey)
    const { id, referenceNo } = await nextReference(trx, 'delivery_change_requests', now)
    await trx
      .insertInto('delivery_change_requests')
      .values({
        id,
        reference_no: referenceNo,
        txn_no: found.txn_no,
        member_id: ctx.memberId ?? null,
        contact_name: form.contactName,
        mobile: form.mobile,
        delivery_address: form.deliveryAddress,
        email: form.email,
        card_image_key: form.cardImageKey === '' ? null : form.cardImageKey,
        locale: ctx.locale,
        created_at: now,
      })
      .execute()
    return { referenceNo }
  })
}
