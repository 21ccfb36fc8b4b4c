// The box office's switches operations (issue #35), by operationId: the site switches
// (services/office/switches.ts) and a notice to members (services/office/notices.ts).
import type { Handlers } from '../http/handler'
import { staffOf } from '../http/handler'
import { sendOfficeNotice } from '../services/office/notices'
import { readSiteSwitches, updateSiteSwitches } from '../services/office/switches'

export const officeSwitchesHandlers = {
  getSiteSwitches: async (_input, ctx) => readSiteSwitches(ctx.db),

  updateSiteSwitches: async ({ body }, ctx) =>
    updateSiteSwitches(ctx.db, {
      staffId: staffOf(ctx).id,
      switches: body,
      at: ctx.now(),
      i18n: ctx.i18n,
    }),

  sendOfficeNotice: async ({ body }, ctx) =>
    sendOfficeNotice(ctx.db, {
      staffId: staffOf(ctx).id,
      notice: body,
      at: ctx.now(),
      i18n: ctx.i18n,
    }),
} satisfies Handlers
