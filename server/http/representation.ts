// One answer held in memory in every encoding we keep for it (a built file, a database image,
// a cached API answer), and how it is sent: the encoding the client accepts, `Vary`, a strong
// ETag per encoding and 304 on `If-None-Match`.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

export type Encoding = 'br' | 'gzip'

export interface Representation {
  contentType: string
  /** hash of the uncompressed bytes; each encoding's ETag is derived from it */
  hash: string
  identity: Buffer
  br?: Buffer | undefined
  gzip?: Buffer | undefined
}

/** Bodies smaller than this are sent as they are: compressing them saves nothing. */
export const compressFrom = 1024

const compressBrotli = promisify(brotliCompress)
export const compressGzip = promisify(gzip)

export function contentHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 27)
}

/**
 * A representation of bytes made at run time. Brotli at quality 5 and gzip at 6, as servers
 * compress on the fly: quality 11 is for build time, it costs far more CPU for little gain.
 */
export async function representationOf(
  identity: Buffer,
  contentType: string,
): Promise<Representation> {
  const hash = contentHash(identity)
  if (identity.length < compressFrom) return { contentType, hash, identity }
  const [br, gz] = await Promise.all([
    compressBrotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    compressGzip(identity, { level: 6 }),
  ])
  return {
    contentType,
    hash,
    identity,
    br: br.length < identity.length ? br : undefined,
    gzip: gz.length < identity.length ? gz : undefined,
  }
}

/**
 * The encoding to send: the most preferred one the client accepts (q > 0) among those we have,
 * brotli first on a tie; undefined for the uncompressed bytes.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: { br?: unknown; gzip?: unknown },
): Encoding | undefined {
  if (!acceptEncoding || (!available.br && !available.gzip)) return undefined
  let star: number | undefined
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    let weight = 1
    for (const parameter of parameters) {
      const [key, value] = parameter.trim().split('=')
      if (key === 'q') weight = Number(value)
    }
    if (!Number.isFinite(weight)) weight = 0
    if (name === '*') star = weight
    else if (name) weights.set(name === 'x-gzip' ? 'gzip' : name, weight)
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? star ?? 0
  let best: Encoding | undefined
  let bestWeight = 0
  for (const name of ['br', 'gzip'] as const) {
    const weight = weightOf(name)
    if (available[name] && weight > bestWeight) {
      best = name
      bestWeight = weight
    }
  }
  return best
}

const suffix = { br: '-br', gzip: '-gz' } as const

export function etagOf(hash: string, encoding: Encoding | undefined): string {
  return `"${hash}${encoding ? suffix[encoding] : ''}"`
}

/**
 * Whether the client already has these bytes: any tag in `If-None-Match` naming the same
 * content, in whichever encoding it was fetched (the bytes it decodes to are the same).
 */
export function isNotModified(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false
  for (const raw of ifNoneMatch.split(',')) {
    const tag = raw.trim()
    if (tag === '*') return true
    const opaque = tag.replace(/^W\//, '').replace(/^"|"$/g, '')
    if (opaque === hash || opaque === `${hash}${suffix.br}` || opaque === `${hash}${suffix.gzip}`)
      return true
  }
  return false
}

/** Sends the representation (or 304) with the given Cache-Control. */
export function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  representation: Representation,
  cacheControl: string,
) {
  const encoding = chooseEncoding(request.headers['accept-encoding'], representation)
  reply.header('cache-control', cacheControl).header('etag', etagOf(representation.hash, encoding))
  if (representation.br || representation.gzip) reply.header('vary', 'Accept-Encoding')
  if (isNotModified(request.headers['if-none-match'], representation.hash)) {
    return reply.code(304).send()
  }
  if (encoding) reply.header('content-encoding', encoding)
  return reply
    .code(200)
    .type(representation.contentType)
    .send(encoding ? representation[encoding] : representation.identity)
}
