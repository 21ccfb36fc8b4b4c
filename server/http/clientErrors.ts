// Requests too broken for Fastify to see (Node's HTTP parser refuses them: a control character
// in a header, a malformed chunked body, a Content-Length that is not a number, a raw byte
// above 0x7F in the path, headers too large, a request that never finished) are answered here,
// on the socket, as every other error is: the contract's Error body, the security headers, and
// the best language the bytes that did arrive tell (the same sources as requestLocale), else
// the default. The connection is closed after: what follows the broken part cannot be trusted
// to start a request.
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { errorBody } from '../../domain/errorBody'
import type { ErrorCode } from '../../domain/errorCodes'
import { i18nFor } from '../i18n'
import { type LocaleSourcesOf, requestLocale } from './i18n'

/** The address and the headers of whatever part of a request arrived. */
export function readRawRequest(packet: Buffer | undefined): LocaleSourcesOf {
  if (!packet) return {}
  const text = packet.subarray(0, 16 * 1024).toString('latin1')
  const end = text.indexOf('\r\n\r\n')
  const [requestLine = '', ...lines] = (end < 0 ? text : text.slice(0, end)).split(/\r?\n/)
  const url = /^[A-Z]+ (\S+)/.exec(requestLine)?.[1]
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const at = line.indexOf(':')
    if (at <= 0) continue
    const name = line.slice(0, at).trim().toLowerCase()
    if (name === 'cookie' || name === 'accept-language') headers[name] = line.slice(at + 1).trim()
  }
  return { url, headers }
}

function answerFor(code: string | undefined): { status: number; error: ErrorCode } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, error: 'SERVER_BUSY' }
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, error: 'VALIDATION_FAILED' }
  return { status: 400, error: 'VALIDATION_FAILED' }
}

/** Fastify's clientErrorHandler: answers on the raw socket, then closes it. */
export function clientErrorHandler(securityHeaders: Record<string, string>) {
  // Fastify's type says rawPacket is JSON; Node hands over the Buffer itself
  return (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) => {
    // a reset connection has no one to answer
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    if (socket.writable) {
      const { status, error: code } = answerFor(error.code)
      const i18n = i18nFor(
        requestLocale(
          readRawRequest(Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined),
        ),
      )
      const body = JSON.stringify(errorBody(code, i18n))
      const headers = {
        ...securityHeaders,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        'cache-control': 'no-store',
        connection: 'close',
      }
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('')}\r\n${body}`,
      )
    }
    socket.destroy()
  }
}
