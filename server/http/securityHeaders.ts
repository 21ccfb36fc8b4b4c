// Security headers on every answer (pages, assets, images, API, errors), by helmet: the
// @fastify/helmet hook sets them on every answer Fastify sends, and the same options, read once
// into a plain record, go on the two answers that skip every hook (Fastify's framework errors,
// the HTTP parser's). Scripts run only from our own origin, plus the inline first-paint script
// of the built index.html (allowed by its sha256, computed here from the file the server will
// send, so it cannot drift from the build).
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyHelmetOptions } from '@fastify/helmet'
import helmet, { type HelmetOptions } from 'helmet'

/** The sha256 source expressions of every inline <script> in an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

export function securityHeaderOptions(options: {
  inlineScripts: readonly string[]
  publicOrigin: string
}): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      // exactly these directives: helmet's defaults would add sources we do not use
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...options.inlineScripts],
        // inline style attributes (Radix positions popovers with them); never inline scripts
        'style-src': ["'self'", "'unsafe-inline'"],
        // blob: the preview of a card image the member picks, before it is uploaded
        'img-src': ["'self'", 'data:', 'blob:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        // no string reaches a script sink (innerHTML, eval, script.src): verified in Chromium
        // by tests/e2e-server, which fails on any violation
        'require-trusted-types-for': ["'script'"],
      },
    },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // browsers ignore HSTS over plain http; sending it there would only mislead. Subdomains
    // too: a plain-http sibling (an old host name, a forgotten test site) could otherwise set
    // cookies for the whole domain or be the first hop of a downgrade
    strictTransportSecurity: options.publicOrigin.startsWith('https://')
      ? { maxAge: 31536000, includeSubDomains: true, preload: false }
      : false,
    // helmet's other defaults stay off: a same-origin resource policy would stop a webmail
    // page showing the event images our mails link to; frame-ancestors already refuses
    // framing; the rest are for browsers we do not serve
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    // Fastify sends no X-Powered-By to remove
    xPoweredBy: false,
  }
}

/** The headers helmet sets with these options, by lower-case name. */
export function securityHeaderRecord(options: FastifyHelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  // the same helmet, typed once for require (the plugin's view) and once for import (ours)
  helmet(options as HelmetOptions)(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    (error) => {
      if (error) throw error
    },
  )
  return headers
}
