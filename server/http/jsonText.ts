// Sending a JsonText (server/contract/jsonText.ts), the answer a service serialised itself.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { JsonText } from '../contract/jsonText'
import { chooseEncoding, compressFrom, compressGzip } from './representation'

/**
 * Each text gzipped once: a seat plan kept for a moment is one answer sent to many buyers.
 * Level 1, as it is made while buyers wait: most of the gain for a fraction of the CPU.
 */
const gzipped = new WeakMap<JsonText<unknown>, Promise<Buffer>>()

function gzippedOnce(body: JsonText<unknown>): Promise<Buffer> {
  let bytes = gzipped.get(body)
  if (!bytes) {
    bytes = compressGzip(body.json, { level: 1 })
    gzipped.set(body, bytes)
  }
  return bytes
}

/**
 * Sends a JsonText, gzipped when the client takes gzip and it is worth it: in a hot sale,
 * writing a thousand seats' plan to every buyer's socket is a large share of a server's CPU.
 * A client that takes only brotli gets it from @fastify/compress, made for each request.
 */
export async function sendJsonText(
  request: FastifyRequest,
  reply: FastifyReply,
  body: JsonText<unknown>,
) {
  reply.type('application/json; charset=utf-8')
  if (
    body.json.length < compressFrom ||
    chooseEncoding(request.headers['accept-encoding'], { gzip: true }) !== 'gzip'
  )
    return reply.send(body.json)
  const bytes = await gzippedOnce(body)
  return reply.header('content-encoding', 'gzip').header('vary', 'Accept-Encoding').send(bytes)
}
