// Every operation of openapi.yaml, walked from the contract and fed what broken and hostile
// clients send: valid requests from the schemas, then wrong types, values at and past the
// limits, odd Unicode (lone surrogates, RTL marks, emoji, NUL, 10 000 characters), missing and
// extra fields, broken JSON, wrong content types, odd Accept-Domain headers and tokens — in
// path, query, headers and body. A fixed seed and a fixed number of runs per operation, so a
// failure replays the same way.
//
// Whatever comes in: no answer is a 5xx (except "Server is busy" from an operation without a
// handler, which server/app.ts answers so; the first test prints any such operation); every failure is
// the contract's Error body with a catalogue code and its message in the request's language,
// with the security headers; a member operation without a session is 401; and the harness
// checks every answer against the contract. Besides the random sample, every field of every
// operation is sent past its range and with the wrong types, every operation with undeclared
// parameters, and every operation over a raw socket with broken framing.
import { connect } from 'node:net'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ErrorCode, errorCodes } from '../../domain/errorCodes'
import { errorMessage } from '../../domain/errors'
import type { Locale } from '../../domain/preferences'
import {
  type JsonSchema,
  type Operation,
  operations,
  resolveRef,
} from '../../server/contract/contract'
import { requestLocale } from '../../server/http/i18n'
import { i18nFor } from '../../server/i18n'
import { handlers } from '../../server/routes'
import { startSession } from '../../server/services/sessions'
import { startTestServer, type TestServer } from '../../server/testing/harness'
import { insertMember } from '../../server/testing/members'
import { insertStaff, staffToken } from '../../server/testing/staffSessions'
import { edgeValues, fieldsOf, oddStrings, oddValues, validValue } from './schemaValues'

const seed = 20_261_123
// Most of the file's time goes to the requests themselves, so the number of runs per operation
// is what sets its length. Generating values must stay cheap: a slow synchronous generator
// starves every later test and the database pool's connection timer (schemaValues.ts
// `patternSize` keeps pattern strings small for that reason).
// The full sample runs on PGlite. On PostgreSQL the handlers, validation and answers are the
// same code; what differs is the driver and the database server: how the values that pass
// validation (NUL bytes, lone surrogates, 10 000 characters, 2^31) travel to it and what it
// says back. The same seed with fewer runs sends the first requests of the same sequence, which
// already carry every kind of change (odd values, edge values, broken bodies, odd tokens), so
// PostgreSQL sees them without paying for the whole sample twice.
const onPostgres = !!process.env.TEST_DATABASE_TEMPLATE_URL
const runsPerOperation = onPostgres ? 25 : 80

let server: TestServer
let memberId = 0
let memberToken = ''
let staffId = 0
/** An administrator's session: office operations (`staffSession`) are called with it. */
let adminToken = ''
let port = 0
beforeAll(async () => {
  server = await startTestServer({
    seed: async ({ db }) => {
      memberId = await insertMember(db, 'fuzz@example.com.hk')
      staffId = (await insertStaff(db, 'administrator')).id
    },
  })
  // the framing tests write raw bytes to a real socket
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  port = (server.app.server.address() as { port: number }).port
})
// a fresh session for every operation: a fuzzed logout or password change ends the last one
beforeEach(async () => {
  memberToken = (await startSession(server.database.db, memberId, server.clock.now)).token
  adminToken = await staffToken(server.database.db, 'administrator', staffId)
})

/** The session an operation is called with: a member's, or an administrator's for the office. */
const tokenFor = (operation: Operation) => (operation.staffRoles ? adminToken : memberToken)
afterAll(() => server?.close())

const withoutHandler = operations.filter((op) => !(op.operationId in handlers))

// ── requests ─────────────────────────────────────────────────────────────────────────────

interface Request {
  path: Record<string, unknown>
  query: Record<string, unknown>
  headers: Record<string, string>
  /** a value to send as JSON, or raw bytes with a content type */
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown; type?: string }
    | { kind: 'raw'; payload: string | Buffer; type?: string }
  /** what was changed from a valid request, for the failure message */
  changes: string[]
  pathChanged: boolean
}

type Mutation = (request: Request) => void

const clone = <T>(value: T): T => structuredClone(value)

/** Any value into a URL component; a lone surrogate goes as the bytes a broken client sends. */
function component(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  try {
    return encodeURIComponent(text ?? '')
  } catch {
    return '%ED%A0%80'
  }
}

function url(operation: Operation, request: Request): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name in request.path ? component(request.path[name]) : '',
  )
  const query = Object.entries(request.query).flatMap(([name, value]) =>
    Array.isArray(value)
      ? value.map((item) => `${component(name)}=${component(item)}`)
      : [`${component(name)}=${component(value)}`],
  )
  return query.length ? `${path}?${query.join('&')}` : path
}

/** Header values a client can put on the wire (visible Latin-1, no line breaks). */
const headerSafe = (value: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value)

function injectOptions(operation: Operation, request: Request): InjectOptions {
  const headers: Record<string, string> = { ...request.headers }
  const options: InjectOptions = { method: operation.method, url: url(operation, request) }
  if (request.body.kind === 'json') {
    headers['content-type'] = request.body.type ?? 'application/json'
    options.payload = JSON.stringify(request.body.value) ?? ''
  } else if (request.body.kind === 'raw') {
    if (request.body.type) headers['content-type'] = request.body.type
    options.payload = request.body.payload
  }
  options.headers = headers
  return options
}

const parametersIn = (operation: Operation, where: 'path' | 'query' | 'header') =>
  operation.parameters.filter((parameter) => parameter.in === where)

/** A request the contract accepts (as far as the schemas go: ids may not exist). */
function validRequest(operation: Operation): fc.Arbitrary<Request> {
  const values = (where: 'path' | 'query') =>
    fc.record(
      Object.fromEntries(parametersIn(operation, where).map((p) => [p.name, validValue(p.schema)])),
      {
        requiredKeys: parametersIn(operation, where)
          .filter((p) => p.required || where === 'path')
          .map((p) => p.name),
      },
    )
  const [bodyType, bodySchema] = Object.entries(operation.body ?? {})[0] ?? []
  const body: fc.Arbitrary<Request['body']> = bodySchema
    ? validValue(bodySchema).map((value) =>
        bodyType === 'application/json'
          ? { kind: 'json' as const, value }
          : {
              kind: 'raw' as const,
              type: bodyType,
              payload: new URLSearchParams(
                Object.entries((value ?? {}) as Record<string, unknown>).map(([k, v]) => [
                  k,
                  typeof v === 'string' ? v : JSON.stringify(v),
                ]),
              ).toString(),
            },
      )
    : fc.constant({ kind: 'none' as const })
  return fc.record({
    path: values('path'),
    query: values('query'),
    headers: fc.constantFrom<Record<string, string>>(
      { 'accept-domain': 'www.citytix.hk' },
      { 'accept-domain': 'www.citytix.cn' },
      {},
    ),
    body,
    changes: fc.constant<string[]>([]),
    pathChanged: fc.constant(false),
  })
}

const anyOdd = fc.constantFrom(...oddValues)

/** Set a field deep inside a JSON body (creating objects on the way). */
function setIn(target: unknown, path: string[], value: unknown, remove = false): unknown {
  const root = target && typeof target === 'object' && !Array.isArray(target) ? target : {}
  let node = root as Record<string, unknown>
  for (const key of path.slice(0, -1)) {
    const next = node[key]
    node[key] = next && typeof next === 'object' && !Array.isArray(next) ? next : {}
    node = node[key] as Record<string, unknown>
  }
  const last = path[path.length - 1] as string
  if (remove) delete node[last]
  else node[last] = value
  return root
}

const rawBodies: [string, string | Buffer][] = [
  ['empty', ''],
  ['cut off', '{"a":'],
  ['unclosed string', '{"a":"\\u'],
  ['two documents', '{"a":1}{"b":2}'],
  ['trailing comma', '{"a":1,}'],
  ['single quotes', "{'a':1}"],
  ['null', 'null'],
  ['an array', '[]'],
  ['a string', '"text"'],
  ['a number', '123'],
  ['a byte order mark', '\ufeff{}'],
  ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['a prototype key', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'],
  ['bytes that are not UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
  ['a NUL byte', Buffer.from([0x7b, 0x00, 0x7d])],
  ['more than the body limit', `{"a":"${'x'.repeat(300 * 1024)}"}`],
]

const contentTypes = [
  'text/plain',
  'application/xml',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  '',
  'invalid/ type/',
]

const oddTokens = [
  'Bearer ',
  'Bearer not-a-session',
  `Bearer ${'x'.repeat(10_000)}`,
  'Bearer ctx_\u00ff\u00fe',
  'Basic dXNlcjpwYXNz',
  'bearer',
  'Bearer a b',
]

/** The ways one request can go wrong, for this operation's own parameters and body. */
function mutations(operation: Operation): fc.Arbitrary<Mutation> {
  const options: fc.Arbitrary<Mutation>[] = []
  for (const where of ['path', 'query'] as const) {
    for (const parameter of parametersIn(operation, where)) {
      const edges = edgeValues(parameter.schema)
      const values = edges.length ? fc.oneof(anyOdd, fc.constantFrom(...edges)) : anyOdd
      options.push(
        values.map((value) => (request: Request) => {
          request[where][parameter.name] = value
          request.changes.push(`${where} ${parameter.name} = ${preview(value)}`)
          if (where === 'path') request.pathChanged = true
        }),
      )
      if (where === 'query') {
        options.push(
          fc.constant((request: Request) => {
            delete request.query[parameter.name]
            request.changes.push(`no query ${parameter.name}`)
          }),
          fc.constant((request: Request) => {
            request.query[parameter.name] = ['1', '2']
            request.changes.push(`query ${parameter.name} twice`)
          }),
        )
      }
    }
  }
  options.push(
    fc
      .tuple(fc.constantFrom('extra', '__proto__', 'constructor', 'locale'), anyOdd)
      .map(([name, value]) => (request: Request) => {
        request.query[name] = value
        request.changes.push(`query ${name} = ${preview(value)}`)
      }),
    fc
      .constantFrom(
        ...oddStrings.filter(headerSafe),
        'x'.repeat(300),
        'www.citytix.hk.evil.example',
      )
      .map((value) => (request: Request) => {
        request.headers['accept-domain'] = value
        request.changes.push(`Accept-Domain ${preview(value)}`)
      }),
    fc.constantFrom(...oddTokens).map((value) => (request: Request) => {
      request.headers.authorization = value
      request.changes.push(`authorization ${preview(value)}`)
    }),
  )
  if (operation.body) {
    const schema = Object.values(operation.body)[0] as JsonSchema
    const fields = fieldsOf(schema)
    const asJson = (request: Request) =>
      request.body.kind === 'json' ? request.body.value : ({} as unknown)
    for (const field of fields) {
      const edges = edgeValues(field.schema)
      const values = edges.length ? fc.oneof(anyOdd, fc.constantFrom(...edges)) : anyOdd
      options.push(
        values.map((value) => (request: Request) => {
          request.body = { kind: 'json', value: setIn(asJson(request), field.path, value) }
          request.changes.push(`body ${field.path.join('.')} = ${preview(value)}`)
        }),
        fc.constant((request: Request) => {
          request.body = {
            kind: 'json',
            value: setIn(asJson(request), field.path, undefined, true),
          }
          request.changes.push(`body without ${field.path.join('.')}`)
        }),
      )
    }
    options.push(
      anyOdd.map((value) => (request: Request) => {
        request.body = { kind: 'json', value: setIn(asJson(request), ['extraField'], value) }
        request.changes.push(`body extraField = ${preview(value)}`)
      }),
      anyOdd.map((value) => (request: Request) => {
        request.body = { kind: 'json', value }
        request.changes.push(`body = ${preview(value)}`)
      }),
      fc.constantFrom(...rawBodies).map(([name, payload]) => (request: Request) => {
        request.body = { kind: 'raw', payload, type: 'application/json' }
        request.changes.push(`body ${name}`)
      }),
      fc.constantFrom(...contentTypes).map((type) => (request: Request) => {
        const payload =
          request.body.kind === 'json'
            ? JSON.stringify(request.body.value)
            : request.body.kind === 'raw'
              ? request.body.payload
              : ''
        request.body = { kind: 'raw', payload: payload ?? '', type }
        request.changes.push(`content type ${JSON.stringify(type)}`)
      }),
      fc.constant((request: Request) => {
        request.body = { kind: 'none' }
        request.changes.push('no body')
      }),
    )
  } else {
    options.push(
      fc.constantFrom(...rawBodies).map(([name, payload]) => (request: Request) => {
        request.body = { kind: 'raw', payload, type: 'application/json' }
        request.changes.push(`unexpected body ${name}`)
      }),
    )
  }
  return fc.oneof(...options)
}

function preview(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? '')
  return text.length > 40 ? `${text.slice(0, 37)}…(${text.length})` : text
}

/** A valid request with 0–3 things wrong, sent as a visitor, a member, or with an odd token. */
function requests(operation: Operation) {
  return fc
    .tuple(
      validRequest(operation),
      fc.array(mutations(operation), { minLength: 0, maxLength: 3 }),
      fc.constantFrom('visitor', 'member', 'member'),
    )
    .map(([valid, changes, who]) => {
      const request = clone(valid)
      if (who === 'member') request.headers.authorization = `Bearer ${tokenFor(operation)}`
      for (const change of changes) change(request)
      return request
    })
}

// ── what must hold for every answer ──────────────────────────────────────────────────────

const catalogue = new Set<string>(errorCodes)

/** Whether `message` is the catalogue's message for `code` in `locale` (values filled in). */
function isCatalogueMessage(message: string, code: ErrorCode, locale: Locale) {
  const template = i18nFor(locale)._(errorMessage(code))
  if (message === template) return true
  // a message with values ({max}, {search}): the words around them must be the language's
  const pattern = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+')
  return pattern !== template && new RegExp(`^${pattern}$`, 's').test(message)
}

/** A failure's body: the catalogue's shape, a catalogue code, in the language the request asked. */
function expectCatalogueError(body: unknown, locale: Locale, what: string) {
  const error = body as { code: ErrorCode; message: string; fields?: unknown }
  expect(Object.keys(error).sort(), what).toEqual(
    error.fields ? ['code', 'fields', 'message'] : ['code', 'message'],
  )
  expect(catalogue.has(error.code), what).toBe(true)
  expect(isCatalogueMessage(error.message, error.code, locale), `${what}\n  in ${locale}`).toBe(
    true,
  )
}

async function send(operation: Operation, request: Request) {
  const violationsBefore = server.violations.length
  const response = await server.app.inject(injectOptions(operation, request))
  const type = String(response.headers['content-type'] ?? '')
  const body = type.startsWith('application/json') ? response.json() : response.body
  const what = `${operation.operationId} with ${request.changes.join(', ') || 'a valid request'}\n  ${injectOptions(operation, request).method} ${preview(injectOptions(operation, request).url)} → ${response.statusCode} ${preview(body)}`
  expect(server.violations.slice(violationsBefore).join('\n'), what).toBe('')
  const busyWithoutHandler =
    response.statusCode === 503 &&
    body?.code === 'SERVER_BUSY' &&
    !(operation.operationId in handlers)
  if (!busyWithoutHandler) expect(response.statusCode, what).toBeLessThan(500)
  if (response.statusCode >= 400) {
    expect(type, what).toMatch(/^application\/json/)
    expect(response.headers['x-content-type-options'], what).toBe('nosniff')
    const options = injectOptions(operation, request)
    const locale = requestLocale({
      url: options.url as string,
      headers: options.headers as Record<string, string>,
    })
    expectCatalogueError(body, locale, what)
  }
  const needsSession = !operation.isPublic && !operation.memberOptional
  if (needsSession && !request.headers.authorization && !request.pathChanged) {
    expect(response.statusCode, what).toBe(401)
  }
  return response.statusCode
}

describe('every operation of openapi.yaml, fed broken and hostile requests', () => {
  it('lists the operations that have no handler yet (they answer "Server is busy")', () => {
    console.info(
      `operations without a handler yet (${withoutHandler.length} of ${operations.length}): ${withoutHandler.map((op) => op.operationId).join(', ')}`,
    )
    expect(withoutHandler.length).toBeLessThanOrEqual(operations.length)
  })

  it.each(operations.map((op) => [`${op.operationId} (${op.method} ${op.path})`, op] as const))(
    '%s never answers 5xx or outside the contract, and every failure is a catalogue error',
    async (_, operation) => {
      await fc.assert(
        fc.asyncProperty(requests(operation), async (request) => {
          await send(operation, request)
        }),
        { seed, numRuns: runsPerOperation, endOnFailure: true },
      )
    },
  )

  it('refuses a member operation without a session with 401, whatever else is wrong', async () => {
    const memberOnly = operations.filter((op) => !op.isPublic && !op.memberOptional)
    for (const operation of memberOnly) {
      await fc.assert(
        fc.asyncProperty(requests(operation), async (request) => {
          delete request.headers.authorization
          await send(operation, request)
        }),
        { seed, numRuns: 5, endOnFailure: true },
      )
    }
  })
})

// ── every field, out of range and of the wrong type; undeclared parameters; broken framing ──

const locales = ['en_US', 'zh_CN', 'zh_TW'] as const

/** Past a field's range and of other types than its own: a few, chosen by the field's type. */
function hostileValues(schema: JsonSchema, inJson: boolean): unknown[] {
  const s = resolveSchema(schema)
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type
  const past: unknown[] = []
  if (typeof s.maximum === 'number') past.push(s.maximum + 1)
  if (typeof s.minimum === 'number') past.push(s.minimum - 1)
  if (typeof s.maxLength === 'number') past.push('x'.repeat(s.maxLength + 1))
  if (type === 'integer' || type === 'number') past.push(2 ** 31, 1.5e308, -(2 ** 31) - 1)
  // text carries every type as a string; a JSON body's own types can all be wrong
  const wrong: unknown[] = !inJson
    ? ['x', '1.5', '']
    : type === 'integer' || type === 'number'
      ? [true, '1', null, [1]]
      : type === 'boolean'
        ? [null, 0, 'true']
        : type === 'array'
          ? ['x', {}, [null]]
          : type === 'object'
            ? [[], 'x', 1]
            : [1.5e308, true, null, ['x']]
  return [...past, ...wrong]
}

const resolveSchema = (schema: JsonSchema) =>
  resolveRef<JsonSchema>(schema) as JsonSchema & {
    type?: string | string[]
    maximum?: number
    minimum?: number
    maxLength?: number
  }

/** One valid request of the operation, the same every run (fixed seed). */
function oneValid(operation: Operation): Request {
  const [valid] = fc.sample(validRequest(operation), { seed, numRuns: 1 })
  return clone(valid as Request)
}

/** Every hostile request of one operation: each field with each of its hostile values. */
function hostileRequests(operation: Operation): Request[] {
  const out: Request[] = []
  let turn = 0
  const next = (change: (request: Request) => void, what: string) => {
    const request = oneValid(operation)
    request.headers.authorization = `Bearer ${tokenFor(operation)}`
    request.query.locale = locales[turn++ % locales.length]
    change(request)
    request.changes.push(what)
    out.push(request)
  }
  for (const where of ['path', 'query'] as const) {
    for (const parameter of parametersIn(operation, where)) {
      if (parameter.name === 'locale') continue
      for (const value of hostileValues(parameter.schema, false)) {
        next(
          (request) => {
            request[where][parameter.name] = value
            if (where === 'path') request.pathChanged = true
          },
          `${where} ${parameter.name} = ${preview(value)}`,
        )
      }
    }
  }
  const [bodyType, bodySchema] = Object.entries(operation.body ?? {})[0] ?? []
  if (bodySchema && bodyType === 'application/json') {
    for (const field of fieldsOf(bodySchema)) {
      for (const value of hostileValues(field.schema, true)) {
        next(
          (request) => {
            const base = request.body.kind === 'json' ? request.body.value : {}
            request.body = { kind: 'json', value: setIn(base, field.path, value) }
          },
          `body ${field.path.join('.')} = ${preview(value)}`,
        )
      }
    }
  }
  // parameters the contract does not declare: ignored or refused, never a failure
  next((request) => {
    request.query.bust = `${operation.operationId}-${turn}`
    request.query['extra[]'] = ['1', '2']
  }, 'undeclared query parameters')
  return out
}

describe('every field of every operation, out of range and of the wrong type', () => {
  it.each(operations.map((op) => [`${op.operationId} (${op.method} ${op.path})`, op] as const))(
    '%s refuses each in the catalogue and the request’s language, never with a 5xx',
    async (_, operation) => {
      for (const request of hostileRequests(operation)) await send(operation, request)
    },
  )
})

/** Bytes as a client put them on the wire, and what came back before the server closed. */
function rawExchange(bytes: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const end = text.indexOf('\r\n\r\n')
      resolve({
        status: Number(text.split(' ', 2)[1]),
        head: text.slice(0, end).toLowerCase(),
        body: text.slice(end + 4),
      })
    })
    socket.end(Buffer.from(bytes, 'latin1'))
  })
}

const framings: [string, (path: string, method: string) => string][] = [
  [
    'a control character in a header',
    (path, method) => `${method} ${path} HTTP/1.1\r\nHost: a\r\nX-Odd: a\x01b\r\n\r\n`,
  ],
  [
    'a malformed chunked body',
    (path, method) =>
      `${method} ${path} HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
  ],
  [
    'a Content-Length that is not a number',
    (path, method) => `${method} ${path} HTTP/1.1\r\nHost: a\r\nContent-Length: 2x\r\n\r\n{}`,
  ],
  [
    'two Content-Lengths',
    (path, method) =>
      `${method} ${path} HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}`,
  ],
  [
    'a raw byte above 0x7F in the path',
    (path, method) => `${method} ${path.replace('/', '/\xff')} HTTP/1.1\r\nHost: a\r\n\r\n`,
  ],
]

describe('every operation over a raw socket, with broken framing', () => {
  it('answers each a catalogue 400 with the security headers, in the request’s language', async () => {
    let turn = 0
    for (const operation of operations) {
      const path = url(operation, oneValid(operation)).split('?', 1)[0] ?? '/'
      for (const [what, bytes] of framings) {
        const locale = locales[turn++ % locales.length] as (typeof locales)[number]
        const answer = await rawExchange(bytes(`${path}?locale=${locale}`, operation.method))
        const label = `${operation.operationId} with ${what}: ${answer.status} ${answer.body}`
        expect(answer.status, label).toBe(400)
        expect(answer.head, label).toContain('x-content-type-options: nosniff')
        expect(answer.head, label).toContain('content-security-policy:')
        expectCatalogueError(
          JSON.parse(answer.body),
          requestLocale({ url: `/?locale=${locale}` }),
          label,
        )
      }
    }
  })
})
