// Every mail goes into the outbox table first (so none is lost if sending fails), then over
// SMTP when SMTP_URL is set. Without SMTP the outbox is where a demo user reads their mail
// (the /dev/outbox page, off in production).
import type { Kysely } from 'kysely'
import nodemailer from 'nodemailer'
import type { DB, MailAttachment } from '../db/schema'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
  /** written once per key: a retried request does not mail twice */
  key?: string
}

/** The mail as nodemailer sends it, from an outbox row's parts. */
export function nodemailerMessage(mail: {
  to: string
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[] | null | undefined
}) {
  return {
    from: mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: (mail.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.content,
      encoding: 'base64',
      ...(file.cid ? { cid: file.cid } : {}),
    })),
  }
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

async function writeMail(db: Kysely<DB>, mail: OutgoingMail, now: Date) {
  const row = await db
    .insertInto('outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      created_at: now,
      attachments: mail.attachments ? JSON.stringify(mail.attachments) : null,
      mail_key: mail.key ?? null,
    })
    .onConflict((oc) => oc.column('mail_key').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

export async function sendMail(
  db: Kysely<DB>,
  smtpUrl: string | undefined,
  mail: OutgoingMail,
  now: Date,
): Promise<void> {
  const id = await writeMail(db, mail, now)
  if (id !== undefined) await deliver(db, smtpUrl, id, mail)
}

/**
 * Writes the mail to the outbox and sends it in the background: the caller (a sale) never
 * waits for the mail server, and a mail SMTP refuses is sent again by the retry job.
 */
export async function queueMail(
  db: Kysely<DB>,
  smtpUrl: string | undefined,
  mail: OutgoingMail,
  now: Date,
): Promise<{ written: boolean }> {
  const id = await writeMail(db, mail, now)
  if (id === undefined) return { written: false }
  void deliver(db, smtpUrl, id, mail).catch(() => {})
  return { written: true }
}

async function deliver(
  db: Kysely<DB>,
  smtpUrl: string | undefined,
  id: number,
  mail: OutgoingMail,
) {
  if (!smtpUrl) return
  const row = { id }
  try {
    await transportFor(smtpUrl).sendMail(nodemailerMessage(mail))
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
