import type { Plugin } from 'vite'
import { earlyScript } from '../app/startup/earlyAnswers.ts'
import { firstViewAttribute } from '../contract/firstView.ts'
import {
  homeAddressPattern,
  homeEarlyCalls,
  homeEarlyExtras,
  homeEarlyHotFlag,
  homeEarlyPicture,
  homeEarlyTokenKey,
  siteEarlyCalls,
} from '../contract/homeEarlyCalls.ts'
import { apiLocale, localePathSegment } from '../domain/language.ts'
import type { Locale } from '../domain/preferences.ts'
import {
  type FirstViewAssets,
  firstViewAssetsFile,
  moduleScriptTag,
} from '../server/http/firstViewAssets.ts'

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
  let firstView: FirstViewAssets | undefined
  return {
    name: 'citytix-home-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
      assetsDir = config.build.assetsDir
    },
    generateBundle: {
      // after index.html's transform, which finds what the first view needs
      order: 'post',
      handler() {
        if (!firstView) throw new Error('citytix-home-preload: index.html was not transformed')
        this.emitFile({
          type: 'asset',
          fileName: firstViewAssetsFile,
          source: JSON.stringify(firstView),
        })
      },
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
        const entry = [...html.matchAll(moduleScriptTag)].map((tag) => tag[1] as string)
        const styles = [...(home.viteMetadata?.importedCss ?? [])].map((file) => `${base}${file}`)
        // what the server adds to a page whose first view it draws (server/http/firstViewPage.ts)
        firstView = { styles, entry }
        const segments = Object.entries(localePathSegment) as [Locale, string][]
        const script = earlyScript({
          page: homeAddressPattern(segments.map(([, segment]) => segment)),
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
          styles,
          calls: [...homeEarlyCalls, ...siteEarlyCalls],
          hotFlag: homeEarlyHotFlag,
          extras: homeEarlyExtras,
          picture: homeEarlyPicture,
          tokenKey: homeEarlyTokenKey,
          entry,
          firstView: firstViewAttribute,
        })
        // before the entry's tags: after its stylesheet link, the script would wait until the
        // stylesheet had loaded; after the charset and viewport, which come first
        const firstModule = html.indexOf('<script type="module"')
        if (firstModule < 0)
          throw new Error('citytix-home-preload: index.html has no module script')
        return `${html.slice(0, firstModule)}<script>${script}</script>\n    ${html.slice(firstModule)}`
      },
    },
  }
}
