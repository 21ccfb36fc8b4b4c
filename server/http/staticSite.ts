// The built app (dist/) served by @fastify/static: the .br and .gz files the build wrote next to
// each text file (scripts/vite-precompress.ts) are sent to a browser that accepts them
// (`preCompressed`), with ETag, 304, HEAD and ranges. What it serves is decided here, from the
// list of the build's files taken at start, so no address can reach a file outside the build.
// Hashed assets are cached for a year; index.html is revalidated every time. Any other GET that
// looks like a page (no extension, or .html) is an app route and answers index.html, and so do
// the old `.do` page addresses the site's texts still name (isLegacyPageRequest).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import send from '@fastify/send'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isLegacyPagePath } from '../../domain/legacyPages'
import { ApiError } from './apiError'
import { sendError } from './errorHandling'

// the module type RFC 9239 names (send's table still says application/javascript)
send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true)

const immutable = 'public, max-age=31536000, immutable'
const revalidate = 'no-cache'
/** No page address is this long; longer ones are refused before any work. */
const maxPathLength = 2048

export interface StaticSite {
  /** the built index.html, as text (its inline scripts are hashed into the CSP) */
  indexHtml: string
  /** adds `reply.sendFile` over the build to the app */
  register(app: FastifyInstance): Promise<void>
  serve(request: FastifyRequest, reply: FastifyReply): FastifyReply
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (entry.isFile()) yield path
  }
}

/** An address that names an app page rather than a file: `/`, `/Events.html`, `/en_us/Member`. */
export function isPagePath(path: string): boolean {
  if (path.startsWith('/assets/')) return false
  const segments = path.split('/')
  if (segments.some((segment) => segment === '..' || segment === '.')) return false
  if (/[\\\0]/.test(path)) return false
  const last = segments.at(-1) ?? ''
  return last.endsWith('.html') || !last.includes('.')
}

/**
 * A browser opening one of the old `.do` page addresses (domain/legacyPages.ts) gets the
 * app, whose routes send it on to the page; a call asking for JSON keeps the API's 404.
 */
export function isLegacyPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? ''
  return isLegacyPagePath(path) && (request.headers.accept ?? '').includes('text/html')
}

/** Reads the build in `distDir`; undefined when there is none (API-only runs and tests). */
export function loadStaticSite(distDir: string): StaticSite | undefined {
  const indexPath = join(distDir, 'index.html')
  if (!existsSync(indexPath)) return undefined
  const files = new Set<string>()
  for (const path of filesUnder(distDir)) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue
    files.add(`/${relative(distDir, path).split(sep).join('/')}`)
  }

  return {
    indexHtml: readFileSync(indexPath, 'utf8'),
    async register(app) {
      await app.register(fastifyStatic, {
        root: distDir,
        // answers go through `serve` below, which knows the build's files
        serve: false,
        preCompressed: true,
        index: false,
        // set per file below: send's own would be `public, max-age=0`
        cacheControl: false,
      })
    },
    serve(request, reply) {
      const raw = request.url.split('?', 1)[0] ?? '/'
      if (raw.length > maxPathLength)
        return sendError(request, reply, new ApiError(404, 'NOT_FOUND'))
      let path: string
      try {
        path = decodeURIComponent(raw)
      } catch {
        return sendError(request, reply, new ApiError(400, 'VALIDATION_FAILED'))
      }
      const file = files.has(path)
        ? path
        : isPagePath(path) || isLegacyPagePath(path)
          ? '/index.html'
          : undefined
      if (!file) return sendError(request, reply, new ApiError(404, 'NOT_FOUND'))
      return reply
        .header('cache-control', file.startsWith('/assets/') ? immutable : revalidate)
        .header('vary', 'Accept-Encoding')
        .sendFile(file)
    },
  }
}
