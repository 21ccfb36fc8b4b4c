// Newsletter subscriptions (spec §5, §8): a member's address is subscribed on the account
// (members.newsletter); any other address is kept on its own. Unsubscribing needs an address
// we know, either way ("email not found" otherwise).
import type { Kysely } from 'kysely'
import { DomainError } from '../../../domain/domainError'
import type { Locale } from '../../../domain/preferences'
import type { DB } from '../../db/schema'
import { findMemberByEmail } from '../members'

const key = (email: string) => email.trim().toLowerCase()

export async function subscribe(db: Kysely<DB>, email: string, locale: Locale, now: Date) {
  const member = await findMemberByEmail(db, email)
  if (member) {
    await db.updateTable('members').set({ newsletter: true }).where('id', '=', member.id).execute()
    return
  }
  await db
    .insertInto('newsletter_subscribers')
    .values({ email: key(email), locale, subscribed_at: now })
    .onConflict((conflict) => conflict.column('email').doUpdateSet({ locale }))
    .execute()
}

export async function unsubscribe(db: Kysely<DB>, email: string) {
  const member = await findMemberByEmail(db, email)
  if (member)
    await db.updateTable('members').set({ newsletter: false }).where('id', '=', member.id).execute()
  const removed = await db
    .deleteFrom('newsletter_subscribers')
    .where('email', '=', key(email))
    .executeTakeFirst()
  if (!member && Number(removed.numDeletedRows) === 0) throw new DomainError('EMAIL_NOT_REGISTERED')
}
