// Every mail goes into the outbox table first (so none is lost if sending fails), then over
// SMTP when SMTP_URL is set. Without SMTP the outbox is where a demo user reads their mail
// (the /dev/outbox page, off in production).
import type { Kysely } from 'kysely'
import nodemailer from 'nodemailer'
import type { DB } from '../db/schema'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
}

export const mailFrom = 'Citytix <no-reply@citytix.hk>'

type Transport = ReturnType<typeof nodemailer.createTransport>
const transports = new Map<string, Transport>()

function transportFor(smtpUrl: string): Transport {
  let transport = transports.get(smtpUrl)
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl)
    transports.set(smtpUrl, transport)
  }
  return transport
}

export async function sendMail(
  db: Kysely<DB>,
  smtpUrl: string | undefined,
  mail: OutgoingMail,
  now: Date,
): Promise<void> {
  const row = await db
    .insertInto('outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (!smtpUrl) return
  try {
    await transportFor(smtpUrl).sendMail({ from: mailFrom, ...mail })
    await db
      .updateTable('outbox')
      .set({ sent_at: new Date(), attempts: 1 })
      .where('id', '=', row.id)
      .execute()
  } catch (error) {
    // kept unsent with the reason; a retry job sends it later
    await db
      .updateTable('outbox')
      .set({ attempts: 1, last_error: String(error).slice(0, 500) })
      .where('id', '=', row.id)
      .execute()
  }
}
