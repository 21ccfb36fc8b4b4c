// The events home with its first view drawn in by the server (app/ssr/firstView.tsx): a visitor
// on a slow phone sees the banners, the categories and the events before any script arrives.
// The page is index.html with the view inside #root, the home's stylesheets linked and the
// entry's script tags left out: index.html's inline script imports the entry once the view has
// been shown (app/startup/earlyAnswers.ts), and the app then draws over it. A drawn page is kept
// per address while the catalogue version stays the same, for at most `ttlMs`; a page that
// cannot be drawn is plain index.html, as before. Inside the grayscale period (site switch
// `specificPeriodGray`) the page is grey from its first paint: its <html> carries the attribute
// the app sets (app/startup/useSiteStart.ts), and the grey page and the colour one are kept
// apart, so a period that starts or ends shows on the next page drawn or sent.
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify'
import { firstViewAttribute } from '../../contract/firstView'
import { homeAddressPattern } from '../../contract/homeEarlyCalls'
import { isChinaDomain } from '../../domain/domainRules'
import { htmlLang, localePathSegment } from '../../domain/language'
import type { Locale } from '../../domain/preferences'
import { type ReadAt, readAt, stillFresh } from '../services/keptMoment'
import type { CatalogueVersion } from './catalogueVersion'
import { type FirstViewAssets, moduleScriptTag } from './firstViewAssets'
import { type Representation, representationOf, sendRepresentation } from './representation'

/** How the view's calls are answered: by this server, without the network. */
export type AnswerCall = (request: Request) => Promise<Response>
/** app/ssr/firstView.tsx's drawFirstView. */
export type DrawFirstView = (
  path: string,
  answer: AnswerCall,
) => Promise<{ html: string; locale: Locale } | undefined>

export interface FirstViewPages {
  /** Sends the page with its first view when `request` asks for one; false otherwise. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>
}

const homeAddress = new RegExp(homeAddressPattern(Object.values(localePathSegment)))
const rootTag = '<div id="root"></div>'
/** Far longer than a drawing takes even on a busy server, short of a visitor giving up. */
const drawingMaxMs = 3_000
/** design-system/tokens/global.css.ts: the whole page grey. */
const grayscaleAttribute = 'data-grayscale'

/** index.html with `view` inside #root, ready for the browser; throws on an index.html without the places it fills. */
export function firstViewHtml(
  indexHtml: string,
  assets: FirstViewAssets,
  view: { html: string; locale: Locale },
  look: { grayscale: boolean } = { grayscale: false },
): string {
  if (!indexHtml.includes(rootTag) || !indexHtml.includes('</head>')) {
    throw new Error('index.html has no empty #root or no </head>')
  }
  const styles = assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
  // a member's page stays hidden until the app draws it: the view is a visitor's
  const hideForMember = `<style>html[${firstViewAttribute}="member"] #root{visibility:hidden}</style>`
  // React writes the preloads of the view's high-priority pictures before the view: they
  // belong in <head>, and #root must hold only what the app draws, which takes it over as it is
  const preloads = /^(?:<link [^>]*>)*/.exec(view.html)?.[0] ?? ''
  const head = [...styles, ...(preloads ? [preloads] : []), hideForMember]
  const grey = look.grayscale ? ` ${grayscaleAttribute}="on"` : ''
  return indexHtml
    .replace(/<html\b[^>]*>/, `<html lang="${htmlLang[view.locale]}" ${firstViewAttribute}${grey}>`)
    .replace(moduleScriptTag, (tag, src: string) => (assets.entry.includes(src) ? '' : tag))
    .replace('</head>', () => `    ${head.join('\n    ')}\n  </head>`)
    .replace(rootTag, () => `<div id="root">${view.html.slice(preloads.length)}</div>`)
}

export function createFirstViewPages(options: {
  indexHtml: string
  assets: FirstViewAssets
  draw: DrawFirstView
  answer: AnswerCall
  version: CatalogueVersion
  now: () => Date
  ttlMs: number
  /** Whether the site is grey at `now` (the grayscale period); never, when not given. */
  grayscale?: (now: Date) => Promise<boolean>
  onError: (error: unknown) => void
}): FirstViewPages {
  const kept = new Map<string, ReadAt & { version: number; page: Representation }>()
  const drawing = new Map<string, Promise<Representation | undefined>>()

  async function drawPage(
    path: string,
    key: string,
    grayscale: boolean,
  ): Promise<Representation | undefined> {
    const version = await options.version.current()
    const renderedAt = readAt(options.now())
    try {
      // a drawing that takes too long leaves the visitor with index.html, not waiting
      const view = await Promise.race([
        options.draw(path, options.answer),
        sleep(drawingMaxMs, undefined, { ref: false }),
      ])
      if (!view) return undefined
      const html = firstViewHtml(options.indexHtml, options.assets, view, { grayscale })
      const page = await representationOf(Buffer.from(html), 'text/html; charset=utf-8')
      if (version !== undefined && options.ttlMs > 0)
        kept.set(key, { version, ...renderedAt, page })
      return page
    } catch (error) {
      options.onError(error)
      return undefined
    }
  }

  async function pageFor(path: string): Promise<Representation | undefined> {
    const at = options.now()
    const grayscale = (await options.grayscale?.(at).catch(() => false)) ?? false
    const key = grayscale ? `${path} grey` : path
    const page = kept.get(key)
    const current = await options.version.current()
    if (page && page.version === current && stillFresh(page, at, options.ttlMs)) {
      return page.page
    }
    // one drawing per address at a time; the visitors who come meanwhile get it too
    let pending = drawing.get(key)
    if (!pending) {
      pending = drawPage(path, key, grayscale).finally(() => drawing.delete(key))
      drawing.set(key, pending)
    }
    return pending
  }

  return {
    async send(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false
      // a filtered home, and a regional site (its links differ), are the app's to draw
      if (!homeAddress.test(request.url) || isChinaDomain(request.hostname)) return false
      // the bare prefix is the home under another address (the app rewrites it when it starts)
      const page = await pageFor(
        request.url.endsWith('/') ? `${request.url}Events.html` : request.url,
      )
      if (!page) return false
      sendRepresentation(request, reply, page, 'no-cache')
      return true
    },
  }
}

/** The view's calls answered by `app` itself (Fastify's inject: no socket, every hook). */
export function answerInProcess(app: FastifyInstance): AnswerCall {
  return async (call) => {
    const url = new URL(call.url)
    const answer = await app.inject({
      method: call.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(call.headers),
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, String(value))
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304
    const body = empty ? null : new Uint8Array(answer.rawPayload)
    return new Response(body, { status: answer.statusCode, headers })
  }
}
