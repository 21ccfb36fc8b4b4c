// An answer already serialised, by PostgreSQL say: app.ts sends its text as it is, instead of
// building objects from rows and running JSON.stringify over them (a reserved seat plan is a
// thousand seats on every buyer's first request). The type keeps what the text holds,
// so a handler answering one is still checked against its operation's answer.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { chooseEncoding, compressFrom, compressGzip } from './representation'

export class JsonText<T> {
  /** never set: only carries `T` for the type checker */
  declare readonly shape?: T
  #gzipped: Promise<Buffer> | undefined
  constructor(readonly json: string) {}

  /**
   * The text gzipped, once per answer: a seat plan kept for a moment is one answer sent to many
   * buyers. Level 1, as it is made while buyers wait: most of the gain for a fraction of the CPU.
   */
  gzipped(): Promise<Buffer> {
    this.#gzipped ??= compressGzip(this.json, { level: 1 })
    return this.#gzipped
  }
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
  const bytes = await body.gzipped()
  return reply.header('content-encoding', 'gzip').header('vary', 'Accept-Encoding').send(bytes)
}
