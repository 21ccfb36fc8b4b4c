// The box office's events operations (issue #35), by operationId: the office's list of events
// (drafts too), one event, creating one (a draft), changing it, and publishing or unpublishing.
import { officeEventSchema } from '../../domain/forms/officeEvent'
import type { Handlers, RequestContext } from '../http/handler'
import { staffOf } from '../http/handler'
import { parseForm } from '../http/validate'
import {
  createOfficeEvent,
  listOfficeEvents,
  type OfficeChange,
  officeEvent,
  setOfficeEventStatus,
  updateOfficeEvent,
} from '../services/office/events'

const change = (ctx: RequestContext): OfficeChange => ({
  staffId: staffOf(ctx).id,
  now: ctx.now(),
  i18n: ctx.i18n,
})

export const officeEventsHandlers = {
  listOfficeEvents: ({ query }, ctx) =>
    listOfficeEvents(ctx.db, {
      q: query.q,
      status: query.status,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? 20,
    }),

  getOfficeEvent: ({ params }, ctx) => officeEvent(ctx.db, params.eventId),

  createOfficeEvent: async ({ body }, ctx) => {
    const form = parseForm(officeEventSchema, body, ctx)
    const created = await createOfficeEvent(ctx.db, change(ctx), form)
    ctx.reply.code(201)
    return created
  },

  updateOfficeEvent: ({ params, body }, ctx) => {
    const form = parseForm(officeEventSchema, body, ctx)
    return updateOfficeEvent(ctx.db, change(ctx), params.eventId, form)
  },

  setOfficeEventStatus: ({ params, body }, ctx) =>
    setOfficeEventStatus(ctx.db, change(ctx), params.eventId, body.status),
} satisfies Handlers
