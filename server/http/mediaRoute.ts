// GET /images/…: posters, banners and logos the seed wrote into the `media` table, served with
// an ETag and a day of caching. Each process keeps the images it has served in memory while
// the catalogue version is unchanged (a change to `media` bumps it), so a popular poster costs
// one query per catalogue change, not one per request.
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/database'
import { ApiError } from './apiError'
import type { CatalogueVersion } from './catalogueVersion'
import { sendError } from './errorHandling'
import {
  contentHash,
  type Representation,
  representationOf,
  sendRepresentation,
} from './representation'

const cacheControl = 'public, max-age=86400'
const maxBytes = 64 * 1024 * 1024
/** Types worth compressing; photos are compressed already. */
const compressible = /^(image\/svg\+xml|text\/|application\/(json|xml))/

export function registerMediaRoute(
  app: FastifyInstance,
  database: Database,
  version: CatalogueVersion,
) {
  let cachedFor: number | undefined
  let cached = new Map<string, Representation>()
  let bytes = 0

  app.get<{ Params: { '*': string } }>('/images/*', async (request, reply) => {
    // the router has decoded the rest of the address (a bad encoding never gets here)
    const path = `/images/${request.params['*']}`
    const current = await version.current()
    if (current !== cachedFor) {
      cached = new Map()
      bytes = 0
      cachedFor = current
    }
    let image = cached.get(path)
    if (!image) {
      const row = await database.db
        .selectFrom('media')
        .select(['content_type', 'body'])
        .where('path', '=', path)
        .executeTakeFirst()
      if (!row) return sendError(request, reply, new ApiError(404, 'NOT_FOUND'))
      const body = Buffer.from(row.body)
      image = compressible.test(row.content_type)
        ? await representationOf(body, row.content_type)
        : { contentType: row.content_type, hash: contentHash(body), identity: body }
      const size = body.length + (image.br?.length ?? 0) + (image.gzip?.length ?? 0)
      // kept only if no newer version was seen while the row was read
      if (current !== undefined && current === cachedFor && bytes + size <= maxBytes) {
        cached.set(path, image)
        bytes += size
      }
    }
    return sendRepresentation(request, reply, image, cacheControl)
  })
}
