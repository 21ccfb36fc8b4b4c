// The address a request came from, read as soon as it arrives. Node reads a socket's peer
// address on demand, and a socket the client has closed (a broken body, a dropped connection)
// has none: read later, in a handler, `request.ip` is undefined.
import type { FastifyInstance, FastifyRequest } from 'fastify'

const addresses = new WeakMap<FastifyRequest, string>()

export function rememberClientAddress(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const address = request.ip as string | undefined
    if (address) addresses.set(request, address)
  })
}

/** The client's address; undefined only when the client left before it arrived. */
export function clientAddress(request: FastifyRequest): string | undefined {
  return addresses.get(request) ?? ((request.ip as string | undefined) || undefined)
}
