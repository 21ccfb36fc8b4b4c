// Builds the Fastify instance without listening: main.ts listens, tests call `inject` or
// listen on a random port. Routes come from openapi.yaml: each operation is registered with
// its parameter and body schemas from the contract, and answered by the handler of the same
// operationId (server/routes/).
import compress from '@fastify/compress'
import formbody from '@fastify/formbody'
import helmet from '@fastify/helmet'
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import { isInGrayPeriod } from '../domain/grayPeriod'
import type { ServerConfig } from './config'
import { contractRef, type JsonSchema, type Operation, operations } from './contract/contract'
import { JsonText } from './contract/jsonText'
import { arrivesAsText, createRequestAjv } from './contract/validator'
import type { Database } from './db/database'
import { createApiCache } from './http/apiCache'
import { ApiError } from './http/apiError'
import { authenticate, bearerToken, type Member } from './http/auth'
import { registerBallotDrawPage } from './http/ballotDrawPage'
import { registerBotCheckAnswerPage } from './http/botCheckAnswerPage'
import { cacheableOperations } from './http/cacheableOperations'
import { watchCatalogueVersion } from './http/catalogueVersion'
import { clientAddress, rememberClientAddress } from './http/clientAddress'
import { clientErrorHandler } from './http/clientErrors'
import { installErrorHandling, isApiPath, sendError } from './http/errorHandling'
import { readFirstViewAssets } from './http/firstViewAssets'
import { answerInProcess, createFirstViewPages, type DrawFirstView } from './http/firstViewPage'
import type { Handler, OperationId, RequestContext } from './http/handler'
import { requestLocale } from './http/i18n'
import { sendJsonText } from './http/jsonText'
import { registerMediaRoute } from './http/mediaRoute'
import { refuseNulBytes } from './http/nulBytes'
import { registerOutboxPage } from './http/outboxPage'
import { compressFrom } from './http/representation'
import { createRequestTurns, crowdOperations, type RequestTurns } from './http/requestTurns'
import {
  inlineScriptHashes,
  securityHeaderOptions,
  securityHeaderRecord,
} from './http/securityHeaders'
import { authenticateStaff, type Staff } from './http/staffAuth'
import { isLegacyPageRequest, loadStaticSite } from './http/staticSite'
import { registerUploadRoute } from './http/uploadRoute'
import { registerWaitingRoomTestPage } from './http/waitingRoomTestPage'
import { i18nFor } from './i18n'
import { handlers as allHandlers } from './routes'
import { createSeatPlanCache, type SeatPlanCache } from './services/catalogue/seatPlanCache'
import { createSessionCache } from './services/sessionCache'
import { siteConfigReader } from './services/siteConfig'
import { createWaitingRoom, type WaitingRoom } from './services/waitingRoom/engine'

export interface AppOptions {
  database: Database
  config: ServerConfig
  /** now; tests pass a clock they control */
  now?: () => Date
  logger?: FastifyServerOptions['logger']
  /** handlers to use instead of the real ones (tests) */
  handlers?: typeof allHandlers
  /** the seat plans of the moment; tests pass one to count its queries */
  seatPlans?: SeatPlanCache
  /** the holds it can refuse from memory; tests pass one to count its answers */
  /** the waiting rooms; tests pass one they step by hand */
  waitingRoom?: WaitingRoom
  /** a sale's requests' turns; tests pass one to see who waits */
  turns?: RequestTurns
  /** draws the events home's first view (app/ssr, built into dist-server/firstView.js) */
  drawFirstView?: DrawFirstView
}

function objectSchema(parameters: Operation['parameters'], where: 'query' | 'path' | 'header') {
  const chosen = parameters.filter((parameter) => parameter.in === where)
  if (chosen.length === 0) return undefined
  return contractRef({
    type: 'object',
    properties: Object.fromEntries(
      chosen.map((p) => [where === 'header' ? p.name.toLowerCase() : p.name, p.schema]),
    ),
    required: chosen
      .filter((p) => p.required)
      .map((p) => (where === 'header' ? p.name.toLowerCase() : p.name)),
  })
}

function routeSchema(operation: Operation) {
  const schema: Record<string, unknown> = {}
  const querystring = objectSchema(operation.parameters, 'query')
  const params = objectSchema(operation.parameters, 'path')
  const headers = objectSchema(operation.parameters, 'header')
  if (querystring) schema.querystring = querystring
  if (params) schema.params = params
  if (headers) schema.headers = headers
  if (operation.body) {
    schema.body = {
      content: Object.fromEntries(
        Object.entries(operation.body).map(([type, body]) => [
          type,
          { schema: contractRef(body as JsonSchema) },
        ]),
      ),
    }
  }
  return schema
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, config } = options
  const now = options.now ?? (() => new Date())
  const handlers = options.handlers ?? allHandlers
  // the built app, when there is one (API-only runs and most tests have none)
  const site = loadStaticSite(config.distDir)
  const helmetOptions = securityHeaderOptions({
    inlineScripts: site ? inlineScriptHashes(site.indexHtml) : [],
    publicOrigin: config.publicOrigin,
  })
  // for the answers that skip every hook (below); all others get them from the helmet hook
  const headers = securityHeaderRecord(helmetOptions)
  const app = Fastify({
    logger: options.logger ?? false,
    // the contract's limits are far below this; a larger body is refused before parsing
    bodyLimit: 256 * 1024,
    // odd bytes in a path must not throw
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // X-Forwarded-For only from the configured proxies (TRUST_PROXY); none by default
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // a path that is not valid percent-encoding (/%E0) is bad input, not a crash
    // what Node's HTTP parser refuses never reaches Fastify: answered on the socket
    clientErrorHandler: clientErrorHandler(headers),
    frameworkErrors: (_error, request, reply) =>
      // these answers skip every hook, so they get the security headers here
      sendError(request, reply.headers(headers), new ApiError(400, 'VALIDATION_FAILED')),
  })
  await app.register(helmet, helmetOptions)
  rememberClientAddress(app)
  const catalogueVersion = watchCatalogueVersion(database.db, now)
  const apiCache = createApiCache({
    version: catalogueVersion,
    now,
    ttlMs: config.apiCacheMs,
    exempt: config.rateLimitExempt,
  })
  const cached = cacheableOperations(operations)
  app.addHook('onResponse', apiCache.afterWrite)
  const textAjv = createRequestAjv({ coerce: true })
  const jsonAjv = createRequestAjv({ coerce: false })
  app.setValidatorCompiler(({ schema, httpPart, contentType }) =>
    (arrivesAsText(httpPart, contentType) ? textAjv : jsonAjv).compile(schema as JsonSchema),
  )
  await app.register(formbody)
  // answers not already compressed (the API cache's, a JsonText's, the build's own .br/.gz):
  // brotli or gzip, as the client takes, from 1 KB; request bodies are never compressed here
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: compressFrom,
    globalDecompression: false,
  })
  if (site) await site.register(app)
  installErrorHandling(app)
  refuseNulBytes(app)

  const sessionCache = database.url ? createSessionCache(database.url) : undefined
  if (sessionCache) app.addHook('onClose', () => sessionCache.close())
  const seatPlans = options.seatPlans ?? createSeatPlanCache(config.seatPlanCacheMs)
  const members = new WeakMap<FastifyRequest, Member>()
  const staffMembers = new WeakMap<FastifyRequest, Staff>()
  const turns = options.turns ?? createRequestTurns(config.apiConcurrency)
  const waitingRoom =
    options.waitingRoom ??
    createWaitingRoom({
      db: database.db,
      config: config.waitingRoom,
      now,
      onError: (error) => app.log.error(error, 'the waiting room tick failed'),
    })
  waitingRoom.start()
  app.addHook('onClose', () => waitingRoom.stop())
  for (const operation of operations) {
    const handler = handlers[operation.operationId as OperationId] as
      | Handler<OperationId>
      | undefined
    const isCached = cached.has(operation.operationId)
    const takesTurns = crowdOperations.has(operation.operationId)
    app.route({
      method: operation.method,
      url: operation.routePath,
      schema: routeSchema(operation),
      // who is calling is settled before the request is validated: a visitor calling a member
      // operation is asked to log in, whatever else is wrong with the request. A cached
      // operation (public) is answered from memory before anything else runs; a sale's crowd
      // waits its turn first (http/requestTurns.ts).
      onRequest: isCached
        ? apiCache.lookup(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name))
        : async (request, reply) => {
            // the client left while waiting its turn: nothing more runs, nothing is sent
            if (takesTurns && !(await turns.take(reply))) return reply.hijack()
            if (operation.isPublic) return
            // an office operation: a staff session of a role it allows (http/staffAuth.ts)
            if (operation.staffRoles) {
              staffMembers.set(
                request,
                await authenticateStaff(request, database.db, now(), operation.staffRoles),
              )
              return
            }
            if (operation.memberOptional && !bearerToken(request)) return
            members.set(request, await authenticate(request, database.db, now(), sessionCache))
          },
      ...(isCached ? { onResponse: apiCache.release } : {}),
      // Fastify validates a body only when one came, and only in a content type the schema
      // lists: a required body that is missing, or a body in another parseable type (a form
      // post to a JSON operation), is refused here instead of reaching the handler unchecked
      preValidation: async (request) => {
        if (!operation.body) return
        if (request.body === undefined) {
          if (operation.bodyRequired) throw new ApiError(400, 'VALIDATION_FAILED')
          return
        }
        const type = String(request.headers['content-type'] ?? '')
          .split(';', 1)[0]
          ?.trim()
          .toLowerCase()
        if (!type || !(type in operation.body)) throw new ApiError(400, 'VALIDATION_FAILED')
      },
      handler: async (request, reply) => {
        if (!handler) throw new ApiError(503, 'SERVER_BUSY')
        const address = clientAddress(request)
        // the client left before it was even seen: nobody is there to answer
        if (address === undefined) return reply.hijack()
        const locale = requestLocale(request)
        const ctx: RequestContext = {
          db: database.db,
          config,
          now,
          locale,
          i18n: i18nFor(locale),
          request,
          reply,
          address,
          member: members.get(request),
          staff: staffMembers.get(request),
          sessionCache,
          seatPlans,
          waitingRoom,
        }
        let body: unknown
        try {
          body = await handler(
            {
              params: request.params as never,
              query: request.query as never,
              body: request.body as never,
            },
            ctx,
          )
          // the handler answered by itself (an event stream)
          if (reply.sent) return reply
          // serialised already (never a cached operation's answer)
          if (body instanceof JsonText) return sendJsonText(request, reply, body)
          // `return reply`: Fastify's sign that the answer has been sent
          if (isCached && body !== undefined && (await apiCache.keepAndSend(request, reply, body)))
            return reply
        } finally {
          // requests waiting for this rendering go on by themselves if it failed
          if (isCached) await apiCache.release(request)
        }
        if (body === undefined)
          return reply.code(reply.statusCode === 200 ? 204 : reply.statusCode).send()
        return body
      },
    })
  }

  registerUploadRoute(app, database, config, now)
  registerMediaRoute(app, database, catalogueVersion)
  registerOutboxPage(app, database, config)
  registerBotCheckAnswerPage(app)
  registerBallotDrawPage(app, database, config, now)
  registerWaitingRoomTestPage(app, database, waitingRoom, now)

  const firstViewAssets = site && config.firstView && readFirstViewAssets(config.distDir)
  const readSwitches = siteConfigReader(database.db)
  const firstViews =
    site && firstViewAssets && options.drawFirstView
      ? createFirstViewPages({
          indexHtml: site.indexHtml,
          assets: firstViewAssets,
          draw: options.drawFirstView,
          answer: answerInProcess(app),
          version: catalogueVersion,
          now,
          ttlMs: config.apiCacheMs,
          // the grayscale period from the first paint, within seconds of staff setting it
          grayscale: (at) =>
            readSwitches(at).then((site) => isInGrayPeriod(site.specificPeriodGray, at)),
          onError: (error) => app.log.error(error, 'the first view could not be drawn'),
        })
      : undefined

  // the app's own pages and files: any GET outside the API that no route took
  app.setNotFoundHandler(async (request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD'
    const isPage = !isApiPath(request.url) || isLegacyPageRequest(request)
    if (firstViews && (await firstViews.send(request, reply))) return reply
    if (site && isRead && isPage) return site.serve(request, reply)
    return sendError(request, reply, new ApiError(404, 'NOT_FOUND'))
  })
  return app
}
