// The box office's banners operations (issue #35), by operationId: the home's banners in their
// order, adding, changing, removing and moving one (services/office/banners.ts).
import type { Handlers, RequestContext } from '../http/handler'
import { staffOf } from '../http/handler'
import {
  type BannerChange,
  createOfficeBanner,
  deleteOfficeBanner,
  listOfficeBanners,
  moveOfficeBanner,
  updateOfficeBanner,
} from '../services/office/banners'

const change = (ctx: RequestContext): BannerChange => ({
  staffId: staffOf(ctx).id,
  at: ctx.now(),
  i18n: ctx.i18n,
})

export const officeBannersHandlers = {
  listOfficeBanners: (_input, ctx) => listOfficeBanners(ctx.db),
  createOfficeBanner: ({ body }, ctx) => createOfficeBanner(ctx.db, change(ctx), body),
  updateOfficeBanner: ({ params, body }, ctx) =>
    updateOfficeBanner(ctx.db, change(ctx), params.bannerId, body),
  deleteOfficeBanner: ({ params }, ctx) => deleteOfficeBanner(ctx.db, change(ctx), params.bannerId),
  moveOfficeBanner: ({ params, body }, ctx) =>
    moveOfficeBanner(ctx.db, change(ctx), params.bannerId, body.direction),
} satisfies Handlers
