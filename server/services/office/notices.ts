// A notice staff send from the box office (issue #35): to every active member, or to the members
// who bought tickets for one performance. One inbox notice each (getPersonalNotices) and, when
// asked, one mail each in the member's language, written to the outbox in the same transaction
// as the notices and the audit entry; the mail job (services/jobs/mailRetry.ts) sends them, so
// the request never waits on the mail server, however many members there are.
import type { I18n } from '@lingui/core'
import type { Kysely } from 'kysely'
import { DomainError } from '../../../domain/domainError'
import { type OfficeNoticeValue, officeNoticeProblems } from '../../../domain/office/officeNotice'
import type { DB } from '../../db/schema'
import { linkedHtml } from '../../mail/messages'
import { recordAudit } from './audit'

/** Rows per insert: well under PostgreSQL's 65 535 parameters. */
const chunk = 500

async function recipientsOf(db: Kysely<DB>, notice: OfficeNoticeValue) {
  let query = db
    .selectFrom('members as m')
    .select(['m.id', 'm.email', 'm.locale'])
    .where('m.state', '=', 'active')
  if (notice.audience === 'performance') {
    const performanceId = notice.performanceId ?? 0
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('transactions as t')
          .select('t.txn_no')
          .whereRef('t.member_id', '=', 'm.id')
          .where('t.performance_id', '=', performanceId),
      ),
    )
  }
  return query.orderBy('m.id').execute()
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')

function mailOf(notice: OfficeNoticeValue, locale: 'en' | 'zh-Hans' | 'zh-Hant') {
  const title = notice.title[locale]
  const body = paragraphs(notice.body[locale])
  return {
    subject: title,
    text: body.join('\n\n'),
    html: `<!doctype html><html lang="${locale}"><body>${body
      .map((paragraph) => `<p>${linkedHtml(paragraph)}</p>`)
      .join('')}</body></html>`,
  }
}

export async function sendOfficeNotice(
  db: Kysely<DB>,
  send: { staffId: number; notice: OfficeNoticeValue; at: Date; i18n: I18n },
): Promise<{ members: number; mails: number }> {
  const { notice, at } = send
  const problems = officeNoticeProblems(notice)
  if (Object.keys(problems).length > 0) {
    const fields = Object.fromEntries(
      Object.entries(problems).map(([field, message]) => [field, send.i18n._(message)]),
    )
    throw new DomainError('VALIDATION_FAILED', undefined, fields)
  }
  if (notice.audience === 'performance') {
    const performance = await db
      .selectFrom('performances')
      .select('id')
      .where('id', '=', notice.performanceId ?? 0)
      .executeTakeFirst()
    if (!performance) throw new DomainError('NOT_FOUND')
  }
  return db.transaction().execute(async (tx) => {
    const recipients = await recipientsOf(tx, notice)
    const title = JSON.stringify(notice.title)
    const body = JSON.stringify(notice.body)
    for (let from = 0; from < recipients.length; from += chunk) {
      const some = recipients.slice(from, from + chunk)
      await tx
        .insertInto('notices')
        .values(some.map((member) => ({ member_id: member.id, title, body, sent_at: at })))
        .execute()
      if (notice.mail) {
        await tx
          .insertInto('outbox')
          .values(
            some.map((member) => {
              const mail = mailOf(notice, member.locale)
              return {
                to_address: member.email,
                subject: mail.subject,
                text_body: mail.text,
                html_body: mail.html,
                created_at: at,
              }
            }),
          )
          .execute()
      }
    }
    const sent = { members: recipients.length, mails: notice.mail ? recipients.length : 0 }
    await recordAudit(tx, {
      staffId: send.staffId,
      action: 'sendOfficeNotice',
      target: notice.audience === 'performance' ? `performance:${notice.performanceId}` : 'members',
      before: null,
      after: { ...notice, ...sent },
      at,
    })
    return sent
  })
}
