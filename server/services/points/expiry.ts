// The points expiry job: writes off points a year after they were earned, one expiry row per
// member and date, exactly once. Each member is settled in a transaction of its own under the
// member's lock (ledger.ts), so a payment running at the same moment and a second run of the job
// (another process) see the rows already written and add nothing.
import type { Kysely } from 'kysely'
import { inHongKong } from '../../../domain/hongKongTime'
import type { DB } from '../../db/schema'
import { lockMember, settleExpiredPoints } from './ledger'

/**
 * How far back the job looks for points that reached their date. It runs daily, so this only
 * matters after an outage; older points are still written off by the member's next payment or
 * top-up, and never count toward a balance.
 */
const lookBackDays = 35

export async function expirePoints(db: Kysely<DB>, now: Date): Promise<{ members: number }> {
  const today = inHongKong(now).isoDate
  const from = inHongKong(+now - lookBackDays * 86_400_000).isoDate
  const members = await db
    .selectFrom('points_ledger')
    .select('member_id')
    .distinct()
    .where('expires_on', '<=', today)
    .where('expires_on', '>', from)
    .orderBy('member_id')
    .execute()
  let settled = 0
  for (const { member_id: memberId } of members) {
    const { wroteOff } = await db.transaction().execute(async (trx) => {
      await lockMember(trx, memberId)
      return settleExpiredPoints(trx, memberId, now)
    })
    if (wroteOff > 0) settled++
  }
  return { members: settled }
}
