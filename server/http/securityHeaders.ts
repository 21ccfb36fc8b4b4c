// Security headers on every answer (pages, assets, images, API, errors). Scripts run only from
// our own origin, plus the inline first-paint script of the built index.html (allowed by its
// sha256, computed here from the file the server will send, so it cannot drift from the build).
import { createHash } from 'node:crypto'

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

export function contentSecurityPolicy(inlineScripts: readonly string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inlineScripts].join(' '),
    // inline style attributes (Radix positions popovers with them); never inline scripts
    "style-src 'self' 'unsafe-inline'",
    // blob: the preview of a card image the member picks, before it is uploaded
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // no string reaches a script sink (innerHTML, eval, script.src): verified in Chromium by
    // tests/e2e-server, which fails on any violation
    "require-trusted-types-for 'script'",
  ].join('; ')
}

export function securityHeaders(options: {
  inlineScripts: readonly string[]
  publicOrigin: string
}): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(options.inlineScripts),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  }
  // browsers ignore HSTS over plain http; sending it there would only mislead. Subdomains
  // too: a plain-http sibling (an old host name, a forgotten test site) could otherwise set
  // cookies for the whole domain or be the first hop of a downgrade
  if (options.publicOrigin.startsWith('https://'))
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  return headers
}
