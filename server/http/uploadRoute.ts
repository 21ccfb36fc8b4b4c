// PUT /uploads/<key>?expires=…&signature=…: where the browser sends the card image, as it
// would to a storage service's signed address. Not an API operation of the contract (it stands
// in for the storage host), but its failures are the same Error bodies.
import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from '../config'
import type { Database } from '../db/database'
import { acceptUpload, uploadMaxBytes } from '../services/uploads'
import { ApiError } from './apiError'
import { sendError } from './errorHandling'

export function registerUploadRoute(
  app: FastifyInstance,
  database: Database,
  config: ServerConfig,
  now: () => Date,
) {
  app.register(async (scope) => {
    // any declared type: the content decides, not the header
    scope.removeAllContentTypeParsers()
    // a file over the limit is an upload that failed, in the spec's words (413)
    scope.setErrorHandler((error, request, reply) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return sendError(request, reply, new ApiError(413, 'IMAGE_UPLOAD_FAILED'))
      throw error
    })
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: uploadMaxBytes },
      (_req, body, done) => done(null, body),
    )
    scope.put<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>(
      '/uploads/*',
      async (request, reply) => {
        const fileKey = request.params['*']
        const expires = Number(request.query.expires)
        const signature = request.query.signature ?? ''
        const bytes = request.body
        if (
          !/^txn-change\/[0-9a-f-]{36}\/card-front\.[a-z]+$/.test(fileKey) ||
          !Number.isFinite(expires)
        ) {
          throw new ApiError(403, 'IMAGE_UPLOAD_FAILED')
        }
        if (!(bytes instanceof Buffer) || bytes.length === 0)
          throw new ApiError(400, 'NOT_AN_IMAGE')
        const upload = { fileKey, expires, signature, bytes }
        // a picture of more pixels than kept is too large, as a body over the limit is
        if ((await acceptUpload(database.db, config, upload, now())) === 'too large')
          throw new ApiError(413, 'IMAGE_UPLOAD_FAILED')
        return reply.code(204).send()
      },
    )
  })
}
