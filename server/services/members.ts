// Member accounts: as the API shows them, created by registration, their details updated.
import type { Kysely, Selectable } from 'kysely'
import { DomainError } from '../../domain/domainError'
import type { MemberInfo } from '../../domain/forms/memberInfo'
import type { Registration } from '../../domain/forms/registration'
import type { Locale } from '../../domain/preferences'
import type { DB } from '../db/schema'
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
 * not activated, suspended or locked is told so. Call `refuseUnactivated`
 * (services/activation.ts) first where the activation mail should go again.
 */
export async function logInMember(db: Kysely<DB>, member: MemberRow, now: Date) {
  if (member.state === 'pending') throw new DomainError('ACCOUNT_NOT_ACTIVATED')
  if (member.state !== 'active') throw new DomainError('ACCOUNT_LOCKED')
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

type Details = Pick<
  Registration,
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'birthday'
  | 'address'
  | 'mobile'
  | 'interests'
  | 'optOutDirectMarketing'
>

/** The personal details as columns (registration and member info share them). */
const detailColumns = (details: Details) => ({
  title: details.title,
  first_name: details.firstName,
  last_name: details.lastName,
  birthday_month: details.birthday.month,
  birthday_day: details.birthday.day,
  address: JSON.stringify(details.address),
  mobile: JSON.stringify(details.mobile),
  interests: JSON.stringify(details.interests),
  opt_out_direct_marketing: details.optOutDirectMarketing,
})

/** PostgreSQL's "unique violation": here, an email address someone else has. */
const isTaken = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505'

/** A registered member, not activated yet; EMAIL_ALREADY_REGISTERED when the address is taken. */
export async function createMember(
  db: Kysely<DB>,
  form: Registration,
  passwordHash: string,
  locale: Locale,
  now: Date,
): Promise<MemberRow> {
  try {
    return await db
      .insertInto('members')
      .values({
        email: form.email,
        password_hash: passwordHash,
        state: 'pending',
        locale,
        created_at: now,
        ...detailColumns(form),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
  } catch (error) {
    if (isTaken(error)) throw new DomainError('EMAIL_ALREADY_REGISTERED')
    throw error
  }
}

/**
 * The member's own update of their info. A new email must be nobody else's
 * (EMAIL_ALREADY_REGISTERED); gender and card layout left out stay as they are.
 */
export async function updateMemberDetails(db: Kysely<DB>, id: number, form: MemberInfo) {
  try {
    const updated = await db
      .updateTable('members')
      .set({
        email: form.email,
        ...detailColumns(form),
        ...(form.gender ? { gender: form.gender } : {}),
        ...(form.cardLayout ? { card_layout: form.cardLayout } : {}),
      })
      .where('id', '=', id)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) throw new DomainError('PROFILE_UPDATE_FAILED')
  } catch (error) {
    if (isTaken(error)) throw new DomainError('EMAIL_ALREADY_REGISTERED')
    throw error
  }
}
