// The first notice in a new member's inbox, sent when the account is activated: what the
// membership gives and where to find it. Written in all three languages, as every notice is
// (the inbox shows the member's current language).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Kysely, Transaction } from 'kysely'
import { locales } from '../../domain/preferences'
import type { DB, LocalizedText } from '../db/schema'
import { i18nFor } from '../i18n'

const title = msg`Welcome to Citytix`
const body = msg`Your account is ready. You can now buy tickets online, keep your favourite events, collect points with every purchase and pay for your wish list with them. Your transactions, points and notices are under Member Services.`

const inEveryLanguage = (message: MessageDescriptor) =>
  Object.fromEntries(
    locales.map((locale) => [locale, i18nFor(locale)._(message)]),
  ) as unknown as LocalizedText

export async function sendWelcomeNotice(
  db: Kysely<DB> | Transaction<DB>,
  memberId: number,
  now: Date,
) {
  await db
    .insertInto('notices')
    .values({
      member_id: memberId,
      title: JSON.stringify(inEveryLanguage(title)),
      body: JSON.stringify(inEveryLanguage(body)),
      sent_at: now,
    })
    .execute()
}
