// The contact form (spec §3, §7): kept for customer service, answered with a reference number.

import type { Kysely } from 'kysely'
import type { Contact } from '../../../domain/forms/contact'
import type { Locale } from '../../../domain/preferences'
import type { DB } from '../../db/schema'
import { nextReference } from './referenceNumbers'

export async function keepContactMessage(
  ctx: { db: Kysely<DB>; locale: Locale; now(): Date },
  form: Contact,
  fromAddress: string,
) {
  const now = ctx.now()
  return ctx.db.transaction().execute(async (trx) => {
    const { id, referenceNo } = await nextReference(trx, 'contact_messages', now)
    await trx
      .insertInto('contact_messages')
      .values({
        id,
        reference_no: referenceNo,
        name: form.name,
        email: form.email,
        contact_number: form.contactNumber,
        content: form.content,
        locale: ctx.locale,
        from_address: fromAddress,
        created_at: now,
      })
      .execute()
    return { referenceNo }
  })
}
