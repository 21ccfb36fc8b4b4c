import type { Plugin } from 'vite'
import {
  homeEarlyCalls,
  homeEarlyExtras,
  homeEarlyHotFlag,
  homeEarlyPicture,
  homeEarlyTokenKey,
  siteEarlyCalls,
} from '../app/features/events/homeEarlyCalls.ts'
import { earlyScript } from '../app/startup/earlyAnswers.ts'
import { apiLocale, localePathSegment } from '../domain/language.ts'
import type { Locale } from '../domain/preferences.ts'

/**
 * Build only: an inline script in index.html that, on the events home's address, starts the
 * home's chunk, its stylesheet, the language's start messages and the loader's first calls while
 * the entry downloads (app/startup/earlyAnswers.ts); on any other address, the lazy routes'
 * imports (`routeImportsChunk`, scripts/vite-route-imports.ts). `homeChunk` is the name of the home's
 * code-splitting group (scripts/vite-startup-chunk.ts); `startPiece` the start messages' hash
 * (scripts/vite-message-pieces.ts), known once the build has read every module.
 */
export function homePreloadPlugin(options: {
  homeChunk: string
  /** The lazy routes' imports (scripts/vite-route-imports.ts): preloaded on every other page. */
  routeImportsChunk: string
  startPiece: () => string | undefined
}): Plugin {
  let base = '/'
  let assetsDir = 'assets'
  return {
    name: 'citytix-home-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
      assetsDir = config.build.assetsDir
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = (name: string) =>
          Object.values(context.bundle ?? {}).find(
            (file) => file.type === 'chunk' && file.name === name && !file.isEntry,
          )
        const home = chunk(options.homeChunk)
        const routeImports = chunk(options.routeImportsChunk)
        const piece = options.startPiece()
        if (home?.type !== 'chunk' || !routeImports || !piece) {
          throw new Error('citytix-home-preload: no home chunk, route imports or start messages')
        }
        const segments = Object.entries(localePathSegment) as [Locale, string][]
        const script = earlyScript({
          page: `^/(${segments.map(([, segment]) => segment).join('|')})/(?:Events\\.html)?$`,
          locales: Object.fromEntries(
            segments.map(([locale, segment]) => [
              segment,
              {
                api: apiLocale[locale],
                messages: `${base}${assetsDir}/messages-${piece}-${locale}.js`,
              },
            ]),
          ),
          modules: [`${base}${home.fileName}`],
          elsewhere: [`${base}${routeImports.fileName}`],
          styles: [...(home.viteMetadata?.importedCss ?? [])].map((file) => `${base}${file}`),
          calls: [...homeEarlyCalls, ...siteEarlyCalls],
          hotFlag: homeEarlyHotFlag,
          extras: homeEarlyExtras,
          picture: homeEarlyPicture,
          tokenKey: homeEarlyTokenKey,
        })
        // before the entry's tags: after its stylesheet link, the script would wait until the
        // stylesheet had loaded; after the charset and viewport, which come first
        const entry = html.indexOf('<script type="module"')
        if (entry < 0) throw new Error('citytix-home-preload: index.html has no module script')
        return `${html.slice(0, entry)}<script>${script}</script>\n    ${html.slice(entry)}`
      },
    },
  }
}
