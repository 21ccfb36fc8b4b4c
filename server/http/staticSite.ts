// The built app (dist/) served as a CDN would: every file read into memory once at start with
// the .br and .gz files the build wrote next to it (scripts/vite-precompress.ts), so a request
// is a map lookup: no disk access, and no path can reach outside the build. Hashed assets are
// cached for a year; index.html is revalidated every time (ETag, 304). Any other GET that looks
// like a page (no extension, or .html) is an app route and answers index.html, and so do the
// old `.do` page addresses the site's texts still name (isLegacyPageRequest).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isLegacyPagePath } from '../../app/routing/legacyPages'
import { ApiError } from './apiError'
import { sendError } from './errorHandling'
import { contentHash, type Representation, sendRepresentation } from './representation'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
}

const immutable = 'public, max-age=31536000, immutable'
const revalidate = 'no-cache'
/** No page address is this long; longer ones are refused before any work. */
const maxPathLength = 2048

interface SiteFile {
  representation: Representation
  cacheControl: string
}

export interface StaticSite {
  /** the built index.html, as text (its inline scripts are hashed into the CSP) */
  indexHtml: string
  serve(request: FastifyRequest, reply: FastifyReply): FastifyReply
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (entry.isFile()) yield path
  }
}

function readIfPresent(path: string): Buffer | undefined {
  return existsSync(path) && statSync(path).isFile() ? readFileSync(path) : undefined
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
 * A browser opening one of the old `.do` page addresses (app/routing/legacyPages.ts) gets the
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
  const files = new Map<string, SiteFile>()
  for (const path of filesUnder(distDir)) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue
    const url = `/${relative(distDir, path).split(sep).join('/')}`
    const identity = readFileSync(path)
    files.set(url, {
      representation: {
        contentType: contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream',
        hash: contentHash(identity),
        identity,
        br: readIfPresent(`${path}.br`),
        gzip: readIfPresent(`${path}.gz`),
      },
      cacheControl: url.startsWith('/assets/') ? immutable : revalidate,
    })
  }
  const index = files.get('/index.html') as SiteFile
  index.cacheControl = revalidate

  return {
    indexHtml: index.representation.identity.toString('utf8'),
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
      const isPage = isPagePath(path) || isLegacyPagePath(path)
      const file = files.get(path) ?? (isPage ? index : undefined)
      if (!file) return sendError(request, reply, new ApiError(404, 'NOT_FOUND'))
      return sendRepresentation(request, reply, file.representation, file.cacheControl)
    },
  }
}
