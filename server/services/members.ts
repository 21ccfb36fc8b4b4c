// Member accounts as the API shows them.
import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../db/schema'
import { ApiError } from '../http/apiError'
import { hongKongTime } from './format'
import { startSession } from './sessions'

export type MemberRow = Selectable<DB['members']>

export async function findMemberByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst()
}

export async function findMember(db: Kysely<DB>, id: number) {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

/** Hong Kong order: family name first ("Chan Tai Man"). */
export const displayName = (member: Pick<MemberRow, 'first_name' | 'last_name'>) =>
  `${member.last_name} ${member.first_name}`.trim()

export function memberInfo(member: MemberRow) {
  return {
    memberId: member.id,
    email: member.email,
    title: member.title,
    firstName: member.first_name,
    lastName: member.last_name,
    gender: member.gender,
    birthday: { month: member.birthday_month, day: member.birthday_day },
    address: member.address,
    mobile: member.mobile,
    interests: member.interests as never,
    optOutDirectMarketing: member.opt_out_direct_marketing,
    cardLayout: member.card_layout,
    activated: member.state !== 'pending',
  }
}

/**
 * Where every way of logging in ends: an account that may log in gets a session; one that is
 * not activated, suspended or locked is told so.
 */
export async function logInMember(db: Kysely<DB>, member: MemberRow, now: Date) {
  // the activation mail is sent again by the accounts work (issue 11); the message says so
  if (member.state === 'pending') throw new ApiError(403, 'ACCOUNT_NOT_ACTIVATED')
  if (member.state !== 'active') throw new ApiError(403, 'ACCOUNT_LOCKED')
  const session = await startSession(db, member.id, now)
  return {
    token: session.token,
    expiresAt: hongKongTime(session.expiresAt),
    member: {
      memberId: member.id,
      loginId: member.email,
      title: member.title,
      displayName: displayName(member),
    },
  }
}
