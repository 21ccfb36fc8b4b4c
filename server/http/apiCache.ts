// Cached API answers (the operations of cacheableOperations.ts): rendered once, kept in memory
// with their gzip and brotli encodings and a strong ETag, and served without running the
// handler while the catalogue version is unchanged and the entry is younger than the TTL (lists
// depend on the time of day). The key is the path and the query without the app's `t`
// timestamp, plus the locale. Requests that miss together wait for one rendering. Errors are
// never stored: only a 200 answer is.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { apiLocale } from '../../domain/language'
import type { CatalogueVersion } from './catalogueVersion'
import { requestLocale } from './i18n'
import { type KeptRendering, stillServable } from './keptRendering'
import { type Representation, representationOf, sendRepresentation } from './representation'

/** Clients revalidate with the ETag; the `t` on .json addresses defeats their caches anyway. */
const cacheControl = 'public, no-cache'
const maxBytes = 64 * 1024 * 1024
const apiLocales = new Set<string>(Object.values(apiLocale))

interface Entry extends KeptRendering {
  representation: Representation
  bytes: number
}

interface Miss {
  key: string
  version: number
  startedAt: number
  /** resolves the requests waiting for this rendering (only the first miss of a key leads) */
  settle?: (entry: Entry | undefined) => void
}

export interface ApiCacheOptions {
  version: CatalogueVersion
  now: () => Date
  /** 0 turns the cache off */
  ttlMs: number
}

/**
 * The cache key: path, query without `t` and `locale` (sorted), and the resolved locale.
 * Undefined when `t` or `locale` is malformed: left out of the key, they must still be
 * validated, so such a request goes the normal way (and gets its 400).
 */
export function cacheKey(request: FastifyRequest): string | undefined {
  const url = request.url
  const at = url.indexOf('?')
  const path = at < 0 ? url : url.slice(0, at)
  const query = new URLSearchParams(at < 0 ? '' : url.slice(at + 1))
  const t = query.getAll('t')
  const locale = query.getAll('locale')
  if (t.length > 1 || (t[0] !== undefined && !/^\d{1,16}$/.test(t[0]))) return undefined
  if (locale.length > 1 || (locale[0] !== undefined && !apiLocales.has(locale[0]))) return undefined
  query.delete('t')
  query.delete('locale')
  query.sort()
  return `${path}?${query}#${requestLocale(request.query)}`
}

export function createApiCache({ version, now, ttlMs }: ApiCacheOptions) {
  const entries = new Map<string, Entry>()
  const renderings = new Map<string, { version: number; done: Promise<Entry | undefined> }>()
  const misses = new WeakMap<FastifyRequest, Miss>()
  let bytes = 0

  const isUsable = (entry: Entry | undefined, current: number, at: number): entry is Entry =>
    stillServable(entry, current, at, ttlMs)

  function keep(key: string, entry: Entry) {
    const old = entries.get(key)
    if (old) bytes -= old.bytes
    entries.delete(key)
    entries.set(key, entry)
    bytes += entry.bytes
    // oldest first: every entry is renewed within the TTL anyway
    for (const [oldKey, oldEntry] of entries) {
      if (bytes <= maxBytes) break
      entries.delete(oldKey)
      bytes -= oldEntry.bytes
    }
  }

  return {
    /** onRequest hook: answers from memory, or marks the request as one to render and keep. */
    async lookup(request: FastifyRequest, reply: FastifyReply) {
      if (ttlMs <= 0) return
      const current = await version.current()
      if (current === undefined) return
      const key = cacheKey(request)
      if (key === undefined) return
      const startedAt = now().getTime()
      let entry = entries.get(key)
      if (!isUsable(entry, current, startedAt)) {
        const rendering = renderings.get(key)
        if (!rendering || rendering.version !== current) {
          let settle: Miss['settle']
          const done = new Promise<Entry | undefined>((resolve) => {
            settle = resolve
          })
          renderings.set(key, { version: current, done })
          misses.set(request, { key, version: current, startedAt, settle })
          return
        }
        entry = await rendering.done
      }
      if (isUsable(entry, current, now().getTime()))
        return sendRepresentation(request, reply, entry.representation, cacheControl)
      // the rendering this request waited for failed: it is answered on its own
      misses.set(request, { key, version: current, startedAt })
    },

    /**
     * In the handler: keeps a 200 answer and sends it; whether it did (not when the request is
     * not cached). A boolean, not the reply: a reply is thenable, so an async function returning
     * it resolves to undefined once it is sent, and the handler would then send its body again.
     */
    async keepAndSend(request: FastifyRequest, reply: FastifyReply, body: unknown) {
      const miss = misses.get(request)
      const type = String(reply.getHeader('content-type') ?? 'application/json')
      if (!miss || reply.statusCode !== 200 || !type.startsWith('application/json')) return false
      const identity = Buffer.from(JSON.stringify(body))
      const representation = await representationOf(identity, 'application/json; charset=utf-8')
      const entry: Entry = {
        version: miss.version,
        // from when the rendering began: it may have read rows as they were then
        renderedAt: miss.startedAt,
        representation,
        bytes:
          identity.length + (representation.br?.length ?? 0) + (representation.gzip?.length ?? 0),
      }
      keep(miss.key, entry)
      miss.settle?.(entry)
      sendRepresentation(request, reply, representation, cacheControl)
      return true
    },

    /** onResponse hook: a rendering that ended without an entry releases its waiters. */
    async release(request: FastifyRequest) {
      const miss = misses.get(request)
      if (!miss?.settle) return
      miss.settle(undefined)
      const rendering = renderings.get(miss.key)
      if (rendering?.version === miss.version) renderings.delete(miss.key)
    },

    /** onResponse hook for every request: a write by this process is visible at once. */
    async afterWrite(request: FastifyRequest) {
      if (request.method !== 'GET' && request.method !== 'HEAD') version.expire()
    },
  }
}

export type ApiCache = ReturnType<typeof createApiCache>
