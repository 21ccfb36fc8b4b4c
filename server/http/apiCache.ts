// Cached API answers (the operations of cacheableOperations.ts): rendered once, kept in memory
// with their gzip and brotli encodings and a strong ETag, and served without running the
// handler while the catalogue version is unchanged and the entry is younger than the TTL (lists
// depend on the time of day). The key is built from what the contract declares only: the path
// parameters and the declared query parameters as the contract reads them (`08001` is 8001),
// without the app's `t` timestamp, plus the resolved language. A parameter the contract does
// not declare is ignored, as every operation ignores it, so `?bust=<unique>` is the same answer
// from memory, not a database read. Requests that miss together wait for one rendering; an
// address that leads too many renderings in a minute is told to wait (429). Errors are never
// stored: only a 200 answer is.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type ReadAt, readAt, stillFresh } from '../services/keptMoment'
import { ApiError } from './apiError'
import type { CatalogueVersion } from './catalogueVersion'
import { requestLocale } from './i18n'
import { type Representation, representationOf, sendRepresentation } from './representation'

/** Clients revalidate with the ETag; the `t` on .json addresses defeats their caches anyway. */
const cacheControl = 'public, no-cache'
const maxBytes = 64 * 1024 * 1024

/**
 * Renderings one address may lead in a window: far more than a visitor browsing (each page is
 * a handful of reads, most of them hits), far fewer than a loop of distinct searches that
 * would keep the database busy for everyone.
 */
export const renderingsPerAddress = { max: 120, windowMs: 60_000 }

interface Entry extends ReadAt {
  /** the catalogue version (catalogueVersion.ts) when the rendering began */
  version: number
  representation: Representation
  bytes: number
}

interface Miss {
  key: string
  version: number
  startedAt: ReadAt
  /** resolves the requests waiting for this rendering (only the first miss of a key leads) */
  settle?: (entry: Entry | undefined) => void
}

export interface ApiCacheOptions {
  version: CatalogueVersion
  now: () => Date
  /** 0 turns the cache off */
  ttlMs: number
  /** addresses whose renderings are not limited (load generators) */
  exempt?: readonly string[]
}

/** A copy the validator may coerce and fill with defaults, leaving the request's own as sent. */
function copyOf(values: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries((values ?? {}) as Record<string, unknown>).map(([name, value]) => [
      name,
      Array.isArray(value) ? [...value] : value,
    ]),
  )
}

/**
 * The cache key of a request to a cached operation whose declared query parameters are
 * `declared`: its route, its path parameters and declared query parameters as the route's
 * validators read them, and the resolved language. Undefined when the parameters are not valid:
 * such a request goes the normal way, and gets its 400.
 */
export function cacheKey(request: FastifyRequest, declared: readonly string[]): string | undefined {
  const params = copyOf(request.params)
  const query = copyOf(request.query)
  const validParams = request.getValidationFunction('params')
  const validQuery = request.getValidationFunction('querystring')
  if ((validParams && !validParams(params)) || (validQuery && !validQuery(query))) return undefined
  const read = declared
    .filter((name) => name !== 't' && name !== 'locale')
    .sort()
    .map((name) => [name, query[name]])
  return JSON.stringify([
    request.method,
    request.routeOptions.url,
    params,
    read,
    requestLocale(request),
  ])
}

/** Per-address counts of renderings in fixed windows, in this process's memory. */
function renderingCounter(now: () => Date, exempt: readonly string[]) {
  let windowStart = 0
  let counts = new Map<string, number>()
  return {
    /** Counts one rendering led by the request's address; false when it is one too many. */
    count(request: FastifyRequest) {
      const address = request.ip ?? request.socket?.remoteAddress ?? ''
      if (exempt.includes(address)) return true
      const at = now().getTime()
      const start = at - (at % renderingsPerAddress.windowMs)
      if (start !== windowStart) {
        windowStart = start
        counts = new Map()
      }
      const count = (counts.get(address) ?? 0) + 1
      counts.set(address, count)
      return count <= renderingsPerAddress.max
    },
  }
}

export function createApiCache({ version, now, ttlMs, exempt = [] }: ApiCacheOptions) {
  const entries = new Map<string, Entry>()
  const renderings = new Map<string, { version: number; done: Promise<Entry | undefined> }>()
  const misses = new WeakMap<FastifyRequest, Miss>()
  let bytes = 0
  const renderingsLed = renderingCounter(now, exempt)

  const isUsable = (entry: Entry | undefined, current: number, at: Date): entry is Entry =>
    entry?.version === current && stillFresh(entry, at, ttlMs)

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
    /**
     * The onRequest hook of an operation whose declared query parameters are `declared`:
     * answers from memory, or marks the request as one to render and keep.
     */
    lookup:
      (declared: readonly string[]) => async (request: FastifyRequest, reply: FastifyReply) => {
        if (ttlMs <= 0) return
        const current = await version.current()
        if (current === undefined) return
        const key = cacheKey(request, declared)
        if (key === undefined) return
        const startedAt = readAt(now())
        let entry = entries.get(key)
        if (!isUsable(entry, current, now())) {
          const rendering = renderings.get(key)
          if (!rendering || rendering.version !== current) {
            if (!renderingsLed.count(request)) throw new ApiError(429, 'TOO_MANY_REQUESTS')
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
        if (isUsable(entry, current, now()))
          return sendRepresentation(request, reply, entry.representation, cacheControl)
        // the rendering this request waited for failed: it is answered on its own
        if (!renderingsLed.count(request)) throw new ApiError(429, 'TOO_MANY_REQUESTS')
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
        ...miss.startedAt,
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
