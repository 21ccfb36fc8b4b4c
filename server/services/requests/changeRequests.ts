// Transaction and delivery change requests (spec §3, §5, §9), kept for customer service with a
// reference number. Who may ask: a logged-in member about their own transactions, which takes
// effect at once; a visitor who gives what proves the transaction is theirs (the digits of the
// card that paid for a transaction change, the email the tickets were booked with for a
// delivery change), which takes effect only once confirmed from a link mailed to the
// transaction's own email: knowing a receipt's details is not enough to redirect its tickets.
// Anything else reads as "cannot find this transaction", so nothing about other people's
// transactions is told, and a visitor's tries per transaction are limited.
import { createHash, randomBytes } from 'node:crypto'
import type { MessageDescriptor } from '@lingui/core'
import { type Kysely, sql } from 'kysely'
import { cardEnds } from '../../../domain/cardNumber'
import { isDeliveryChangeAllowed } from '../../../domain/delivery'
import { DomainError } from '../../../domain/domainError'
import { changeRequestMessages } from '../../../domain/forms/changeRequestMessages'
import type { DeliveryChangeRequest } from '../../../domain/forms/deliveryChangeRequest'
import type { TxnChangeRequest } from '../../../domain/forms/txnChangeRequest'
import { localePathSegment } from '../../../domain/language'
import type { Locale } from '../../../domain/preferences'
import { fieldMessages } from '../../../domain/validation/messages'
import type { ServerConfig } from '../../config'
import type { DB } from '../../db/schema'
import { i18nFor } from '../../i18n'
import { confirmChangeRequestMail, renderMail } from '../../mail/messages'
import { sendMail } from '../../mail/outbox'
import { claimAttempts } from '../rateLimits'
import { attachUpload } from '../uploads'
import { changeRequestsPerTransaction } from './limits'
import { nextReference } from './referenceNumbers'

interface Context {
  db: Kysely<DB>
  config: ServerConfig
  now(): Date
  /** the asker's language: the mail's and the refusals' */
  locale: Locale
  /** the logged-in member asking, if any */
  memberId: number | undefined
}

const refused = (ctx: Context, field: string, message: MessageDescriptor) =>
  new DomainError('VALIDATION_FAILED', undefined, { [field]: i18nFor(ctx.locale)._(message) })

const notFound = (ctx: Context) => refused(ctx, 'txnNo', changeRequestMessages.transactionNotFound)

/** How long a mailed confirmation link works. */
const confirmationHours = 24

/**
 * The transaction a request is about, with what proves whose it is and when the show is. Its
 * email is the member's, or the contact a visitor booked with.
 */
function findTransaction(db: Kysely<DB>, txnNo: string) {
  return db
    .selectFrom('transactions as t')
    .leftJoin('members as m', 'm.id', 't.member_id')
    .leftJoin('performances as p', 'p.id', 't.performance_id')
    .leftJoin('previews as v', 'v.id', 't.preview_id')
    .select([
      't.txn_no',
      't.member_id',
      't.card_number',
      'p.starts_at',
      sql<string | null>`coalesce(m.email, v.contact->>'email')`.as('email'),
    ])
    .where('t.txn_no', '=', txnNo.toUpperCase())
    .executeTakeFirst()
}

type Found = NonNullable<Awaited<ReturnType<typeof findTransaction>>>

/** A member asks only about their own transactions. */
const isAsker = (ctx: Context, found: Found) =>
  ctx.memberId === undefined || found.member_id === ctx.memberId

const compact = (card: string) => card.replace(/[\s-]/g, '')

/** The typed digits are those of the card that paid: the same first 4, last 4 and length. */
const sameCard = (typed: string, stored: string) => {
  if (stored === '') return false
  const a = cardEnds(typed)
  const b = cardEnds(stored)
  return (
    a.first4 === b.first4 && a.last4 === b.last4 && compact(typed).length === compact(stored).length
  )
}

/**
 * A visitor's failed tries on one transaction, from any address: counted before the details
 * are compared (in one statement, so a burst cannot slip past) and given back when they
 * prove the transaction, so guessing card digits or booking emails stops after a few. A
 * member is not counted: the session vouches for whose transaction it is.
 */
async function visitorTry(ctx: Context, txnNo: string) {
  if (ctx.memberId !== undefined) return undefined
  const limit = changeRequestsPerTransaction
  const claimed = await claimAttempts(ctx.db, [{ limit, subject: txnNo.toUpperCase() }], ctx.now())
  if (claimed.over(limit)) {
    await claimed.release()
    throw new DomainError('TOO_MANY_REQUESTS')
  }
  return claimed
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Whether the request takes effect now (a member's own) or waits for the link mailed to the
 * transaction's email, in the visitor's language.
 */
function confirmation(ctx: Context, found: Found, now: Date) {
  if (ctx.memberId !== undefined)
    return { row: { confirm_expires_at: null, confirmed_at: now }, mail: undefined }
  const token = randomBytes(24).toString('base64url')
  const link = `${ctx.config.publicOrigin}/${localePathSegment[ctx.locale]}/ConfirmChangeRequest.html?token=${token}`
  return {
    row: {
      confirm_token_hash: hashOf(token),
      confirm_expires_at: new Date(+now + confirmationHours * 3_600_000),
      confirmed_at: null,
    },
    mail: renderMail(
      confirmChangeRequestMail(link, found.txn_no, confirmationHours),
      i18nFor(ctx.locale),
    ),
  }
}

/** What the asker is told: the reference at once, or to look in their mail. */
async function received(
  ctx: Context,
  found: Found,
  referenceNo: string,
  mail: ReturnType<typeof confirmation>['mail'],
  now: Date,
) {
  if (!mail || !found.email) return { status: 'received' as const, referenceNo }
  await sendMail(ctx.db, ctx.config.smtpUrl, { to: found.email, ...mail }, now)
  return { status: 'confirmationMailed' as const }
}

/** The image must have arrived at its address and not be another request's or member's. */
async function takeCardImage(db: Kysely<DB>, ctx: Context, fileKey: string) {
  if (!(await attachUpload(db, fileKey, ctx.memberId, ctx.now())))
    throw refused(ctx, 'cardImageKey', fieldMessages.cardImageRequired)
}

export async function submitTxnChange(ctx: Context, form: TxnChangeRequest) {
  const tried = await visitorTry(ctx, form.txnNo)
  const found = await findTransaction(ctx.db, form.txnNo)
  if (!found || !isAsker(ctx, found) || !sameCard(form.cardNumber, found.card_number))
    throw notFound(ctx)
  // a visitor's request is confirmed by mail: a transaction without an email cannot be
  if (ctx.memberId === undefined && !found.email) throw notFound(ctx)
  await tried?.release()
  const now = ctx.now()
  const confirm = confirmation(ctx, found, now)
  const referenceNo = await ctx.db.transaction().execute(async (trx) => {
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
        ...confirm.row,
      })
      .execute()
    return referenceNo
  })
  return received(ctx, found, referenceNo, confirm.mail, now)
}

export async function submitDeliveryChange(ctx: Context, form: DeliveryChangeRequest) {
  const tried = await visitorTry(ctx, form.txnNo)
  const found = await findTransaction(ctx.db, form.txnNo)
  const proven =
    found &&
    (ctx.memberId !== undefined
      ? found.member_id === ctx.memberId
      : found.email !== null && found.email.toLowerCase() === form.email.toLowerCase())
  // a transaction without a show date (a cinema booking) has no delivery to change here
  if (!found || !proven || !found.starts_at) throw notFound(ctx)
  await tried?.release()
  const now = ctx.now()
  if (!isDeliveryChangeAllowed(now, found.starts_at))
    throw refused(ctx, 'txnNo', changeRequestMessages.deliveryChangeTooLate)
  const confirm = confirmation(ctx, found, now)
  const referenceNo = await ctx.db.transaction().execute(async (trx) => {
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
        ...confirm.row,
      })
      .execute()
    return referenceNo
  })
  return received(ctx, found, referenceNo, confirm.mail, now)
}

/**
 * Follows a mailed confirmation link: the request takes effect and its reference number is
 * told. A link followed again tells the same; an unknown or expired one is refused.
 */
export async function confirmChangeRequest(db: Kysely<DB>, token: string, now: Date) {
  const hash = hashOf(token)
  for (const [table, kind] of [
    ['txn_change_requests', 'txnChange'],
    ['delivery_change_requests', 'deliveryChange'],
  ] as const) {
    const row = await db
      .selectFrom(table)
      .select(['id', 'reference_no', 'confirm_expires_at', 'confirmed_at'])
      .where('confirm_token_hash', '=', hash)
      .executeTakeFirst()
    if (!row) continue
    if (row.confirmed_at) return { referenceNo: row.reference_no, kind }
    if (!row.confirm_expires_at || row.confirm_expires_at <= now) break
    await db
      .updateTable(table)
      .set({ confirmed_at: now })
      .where('id', '=', row.id)
      .where('confirmed_at', 'is', null)
      .execute()
    return { referenceNo: row.reference_no, kind }
  }
  throw new DomainError('CONFIRMATION_LINK_EXPIRED')
}
