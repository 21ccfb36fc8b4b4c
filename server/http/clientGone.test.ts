// A client that sends a broken body and leaves: the server logs no error, and a handler that
// runs after the client has gone still has the client's address (read when the request
// arrived) for its per-address limit, and does not throw.
import { connect } from 'node:net'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadHandlers } from '../routes/uploads'
import type { Handlers } from './handler'
import { type HttpTestServer, startHttpTestServer } from './testServer'

/** The upload address's handler, watched: how many calls began, ended and threw. */
const calls = { began: 0, ended: 0, threw: [] as string[] }
const getCardImageUploadUrl: Handlers['getCardImageUploadUrl'] = async (input, ctx) => {
  calls.began += 1
  try {
    return await uploadHandlers.getCardImageUploadUrl(input, ctx)
  } catch (error) {
    calls.threw.push((error as Error).message)
    throw error
  } finally {
    calls.ended += 1
  }
}

const logged: { level: number; msg?: string; err?: { message?: string } }[] = []
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line))
    done()
  },
})

let server: HttpTestServer
let port = 0
beforeAll(async () => {
  // warnings and errors only, as in production: the request log would read the socket's
  // address early, and hide the fault
  server = await startHttpTestServer({
    logger: { level: 'warn', stream: sink },
    handlers: { getCardImageUploadUrl },
  })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  port = (server.app.server.address() as { port: number }).port
})
afterAll(() => server.close())

/** Writes the raw request, closes the socket as soon as it is written, waits until it is closed. */
function sendAndLeave(raw: string) {
  return new Promise<void>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(raw, () => socket.destroy())
    })
    socket.on('error', () => resolve())
    socket.on('close', () => resolve())
  })
}

describe('a client that leaves mid-request', () => {
  it('with a broken chunked body crashes no handler and logs no error', async () => {
    const broken = [
      'zz\r\n{"a":1}\r\n',
      '5\r\nab',
      '5\r\nabcde\r\nzz\r\n',
      'ffffffffffffffffff\r\n',
      '5\r\nabcdefgh\r\n',
    ]
    for (const body of broken) {
      await sendAndLeave(
        'GET /api/txnChangeRequest/presignedUrl.do?fileName=card.png&locale=en_US HTTP/1.1\r\n' +
          'Host: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\n' +
          body,
      )
    }
    // the handler ran for some of them after their client had gone, and ran to its end
    await expect.poll(() => calls.began > 0 && calls.ended === calls.began).toBe(true)
    expect(calls.threw).toEqual([])
    expect(
      logged.filter((line) => line.level >= 40).map((line) => line.err?.message ?? line.msg),
    ).toEqual([])
  })
})
