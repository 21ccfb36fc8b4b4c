// The member's favourite events (visitors are asked to log in before any of these runs).
import { type Handlers, memberOf } from '../http/handler'
import { addFavourite, listFavourites, removeFavourite } from '../services/favourites'

export const favouriteHandlers = {
  getFavourites: async (_input, ctx) => listFavourites(ctx.db, memberOf(ctx).id, ctx.now()),

  addFavourite: async ({ params }, ctx) => {
    await addFavourite(ctx.db, memberOf(ctx).id, params.eventId, ctx.now())
    return { ok: true as const }
  },

  removeFavourite: async ({ params }, ctx) => {
    await removeFavourite(ctx.db, memberOf(ctx).id, params.eventId)
    return undefined
  },
} satisfies Handlers
