// Mail that SMTP refused, or that a crashed process never sent, is sent again by a scheduled job
// (server/mail/outbox.ts keeps every mail in the outbox first). Rows are claimed in a short
// transaction (SKIP LOCKED, attempts counted up) and sent after it, so no database connection
// waits on the mail server and two processes never send the same row at once. A mail is tried
// at most `maxAttempts` times, and only for two days.
import { type Kysely, sql } from 'kysely'
import nodemailer from 'nodemailer'
import type { DB } from '../../db/schema'
import { nodemailerMessage } from '../../mail/outbox'

const maxAttempts = 5
const batch = 50
/** a row without an attempt yet belongs to the request that wrote it, this long */
const sendingMs = 60_000
const giveUpMs = 2 * 86_400_000

export async function retryUnsentMail(
  db: Kysely<DB>,
  smtpUrl: string | undefined,
  now: Date,
): Promise<{ sent: number; failed: number }> {
  if (!smtpUrl) return { sent: 0, failed: 0 }
  const claimed = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('outbox')
      .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'attachments'])
      .where('sent_at', 'is', null)
      .where('attempts', '<', maxAttempts)
      .where('created_at', '>', new Date(+now - giveUpMs))
      .where((eb) =>
        eb.or([eb('attempts', '>', 0), eb('created_at', '<', new Date(+now - sendingMs))]),
      )
      .orderBy('id')
      .limit(batch)
      .forUpdate()
      .skipLocked()
      .execute()
    if (rows.length > 0) {
      await trx
        .updateTable('outbox')
        .set({ attempts: sql`attempts + 1` })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute()
    }
    return rows
  })
  if (claimed.length === 0) return { sent: 0, failed: 0 }
  const transport = nodemailer.createTransport(smtpUrl)
  let sent = 0
  let failed = 0
  try {
    for (const mail of claimed) {
      try {
        await transport.sendMail(
          nodemailerMessage({
            to: mail.to_address,
            subject: mail.subject,
            text: mail.text_body,
            html: mail.html_body,
            attachments: mail.attachments,
          }),
        )
        await db
          .updateTable('outbox')
          .set({ sent_at: now, last_error: null })
          .where('id', '=', mail.id)
          .execute()
        sent++
      } catch (error) {
        await db
          .updateTable('outbox')
          .set({ last_error: String(error).slice(0, 500) })
          .where('id', '=', mail.id)
          .execute()
        failed++
      }
    }
  } finally {
    transport.close()
  }
  return { sent, failed }
}
