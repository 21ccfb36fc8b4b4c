// Inbox notices (spec: the last 3 months, with a read flag) and marking them read.
import { inboxMonths, monthsBefore } from '../../domain/history'
import { ApiError } from '../http/apiError'
import { type Handlers, memberOf } from '../http/handler'
import { hongKongTime } from '../services/format'

export const noticeHandlers = {
  getPersonalNotices: async ({ body }, ctx) => {
    const months = Math.min(body?.months ?? inboxMonths, inboxMonths)
    const rows = await ctx.db
      .selectFrom('notices')
      .select(['id', 'title', 'body', 'sent_at', 'read'])
      .where('member_id', '=', memberOf(ctx).id)
      .where('sent_at', '>=', monthsBefore(ctx.now(), months))
      .where('sent_at', '<=', ctx.now())
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    return {
      data: rows.map((row) => ({
        id: row.id,
        title: row.title,
        body: row.body,
        sentAt: hongKongTime(row.sent_at),
        read: row.read,
      })),
    }
  },

  markNoticesRead: async ({ body }, ctx) => {
    const ids = [...new Set(body.noticeIds)]
    await ctx.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('notices')
        .set({ read: true })
        .where('member_id', '=', memberOf(ctx).id)
        .where('id', 'in', ids)
        .executeTakeFirst()
      // another member's notice (or none at all) changes nothing and is refused
      if (Number(result.numUpdatedRows) !== ids.length) throw new ApiError(403, 'FORBIDDEN')
    })
    return { ok: true as const }
  },
} satisfies Handlers
