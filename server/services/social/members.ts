// Which member a provider's account is: one linked before; else, on a first sign-in, the
// member with the same verified email (linked now), or a new activated member. A member may
// also link an account while logged in (the only way for WeChat, which shares no email).
import type { Kysely } from 'kysely'
import type { Locale } from '../../../domain/preferences'
import type { DB } from '../../db/schema'
import { findMember, findMemberByEmail, type MemberRow } from '../members'
import { type SocialIdentity, socialLoginFailed } from './identity'

/**
 * What the registration form asks and no provider tells. The member completes them on the
 * member info page; until then they show as these.
 */
const notYetGiven = {
  title: 'Mr',
  birthday_month: 1,
  birthday_day: 1,
  address: JSON.stringify({
    country: 'HK',
    province: '-',
    area: '-',
    district: '-',
    street: '-',
    building: '-',
  }),
  mobile: JSON.stringify({ areaCode: '0', number: '0000' }),
  interests: JSON.stringify([]),
} as const

async function linkedMember(db: Kysely<DB>, identity: SocialIdentity) {
  const link = await db
    .selectFrom('social_logins')
    .select('member_id')
    .where('provider', '=', identity.provider)
    .where('subject', '=', identity.subject)
    .executeTakeFirst()
  return link ? findMember(db, link.member_id) : undefined
}

async function link(db: Kysely<DB>, identity: SocialIdentity, memberId: number, now: Date) {
  // one account per provider per member: a new one replaces the old
  await db
    .deleteFrom('social_logins')
    .where('member_id', '=', memberId)
    .where('provider', '=', identity.provider)
    .execute()
  await db
    .insertInto('social_logins')
    .values({
      provider: identity.provider,
      subject: identity.subject,
      member_id: memberId,
      email: identity.verifiedEmail ?? null,
      linked_at: now,
    })
    .execute()
}

async function createMember(
  db: Kysely<DB>,
  identity: SocialIdentity & { verifiedEmail: string },
  locale: Locale,
): Promise<MemberRow> {
  const localPart = identity.verifiedEmail.split('@')[0] ?? identity.verifiedEmail
  return db
    .insertInto('members')
    .values({
      ...notYetGiven,
      email: identity.verifiedEmail,
      password_hash: null,
      state: 'active',
      first_name: (identity.firstName ?? localPart).slice(0, 50),
      last_name: (identity.lastName ?? identity.firstName ?? localPart).slice(0, 50),
      locale,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** The member a sign-in is for, linking or creating one on a first sign-in. */
export async function memberForSignIn(
  db: Kysely<DB>,
  identity: SocialIdentity,
  locale: Locale,
  now: Date,
): Promise<MemberRow> {
  const known = await linkedMember(db, identity)
  if (known) return known
  // without an address the provider vouches for, there is nobody to link to or create
  if (!identity.verifiedEmail) throw socialLoginFailed()
  const verified = { ...identity, verifiedEmail: identity.verifiedEmail }
  const member =
    (await findMemberByEmail(db, verified.verifiedEmail)) ??
    (await createMember(db, verified, locale))
  await link(db, identity, member.id, now)
  return member
}

/** Links a provider's account to a logged-in member; one linked to someone else is refused. */
export async function linkToMember(
  db: Kysely<DB>,
  identity: SocialIdentity,
  memberId: number,
  now: Date,
) {
  const known = await linkedMember(db, identity)
  if (known && known.id !== memberId) throw socialLoginFailed()
  if (!known) await link(db, identity, memberId, now)
}
