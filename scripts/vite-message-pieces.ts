import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Messages } from '@lingui/core'
import MagicString from 'magic-string'
import type { Plugin, ResolvedConfig } from 'vite'
import type { StartModules } from './vite-startup-chunk.ts'

/** The key of the start piece, in the run-time module's `'__msgpiece_start__'`. */
const startKey = 'start'
const placeholder = /__msgpiece_([\w-]+)__/g
const dynamicImport = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g
// a quoted string short enough to be a message id (Lingui's are 6 characters)
const quoted = /"([^"\\\n]{1,64})"|'([^'\\\n]{1,64})'|`([^`\\\n$]{1,64})`/g

/** Every catalog the browser may show, per language: the app's, the design system's, the domain's. */
export async function compileCatalogs(root: string): Promise<Record<string, Messages>> {
  const { getConfig } = await import('@lingui/conf')
  const { createCompiledCatalog, getCatalogForFile, getCatalogs, getFailOnMissingBehavior } =
    await import('@lingui/cli/api')
  const config = getConfig({ cwd: root })
  const catalogs = await getCatalogs(config)
  const compiled: Record<string, Messages> = {}
  for (const locale of config.locales) {
    const dir = join(root, 'locales', locale)
    const files = [
      'domain.po',
      ...['app', 'design-system'].flatMap((area) =>
        readdirSync(join(dir, area))
          .filter((file) => file.endsWith('.po'))
          .map((file) => `${area}/${file}`),
      ),
    ]
    const all: Messages = {}
    for (const file of files) {
      const found = getCatalogForFile(relative(config.rootDir, join(dir, file)), catalogs)
      if (!found) throw new Error(`lingui.config has no catalog for locales/${locale}/${file}`)
      const { messages } = await found.catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales,
        sourceLocale: config.sourceLocale,
        missingBehavior: getFailOnMissingBehavior(undefined),
      })
      const { source } = createCompiledCatalog(locale, messages, { namespace: 'json' })
      Object.assign(all, JSON.parse(source).messages)
    }
    compiled[locale] = all
  }
  return compiled
}

const hashOf = (text: string, length: number) =>
  createHash('sha256').update(text).digest('base64url').slice(0, length)

/**
 * The language catalogs in pieces, each fetched with the code that shows it: the start piece
 * holds the messages of everything the events home runs before its first render (the start-up
 * and home chunks), and every lazily imported module (a route's screen, a menu's parts) gets a
 * piece with the messages its code adds, fetched in parallel with its chunk. A visitor on the
 * home no longer downloads the texts of the purchase, the member pages and the rest.
 *
 * Build only. Each `import('…')` in the project's code becomes `withMessages(import('…'),
 * key)` (locales/app/load.ts); a piece's messages are the ids found in the code of the modules
 * the import runs (its static closure) minus the start piece's. Pieces are written as
 * assets/messages-<hash>-<locale>.js and the keys in the chunks replaced by their hashes
 * before the chunks are hashed, so a changed translation changes the names of what uses it.
 */
export function messagePieces(
  start: Promise<StartModules>,
  {
    runtimeModule = 'locales/app/load.ts',
    catalogs: readCatalogs = compileCatalogs,
  }: {
    /** The module with `withMessages` and the start piece's key, from the project's root. */
    runtimeModule?: string
    /** The compiled messages per language. */
    catalogs?: (root: string) => Promise<Record<string, Messages>>
  } = {},
): Plugin {
  let config: ResolvedConfig
  let runtime = ''
  /** An import's key: the module it loads. */
  const targets = new Map<string, string>()
  /** Piece hash per key ('' for an import that adds no message). */
  const hashes = new Map<string, string>()
  /** Source per file name, written when the bundle is generated. */
  const files = new Map<string, string>()

  return {
    name: 'citytix-message-pieces',
    apply: 'build',
    /** The start piece's hash (assets/messages-<hash>-<locale>.js), once the build has read every module. */
    api: { startPiece: () => hashes.get(startKey) },
    enforce: 'post',
    configResolved(resolved) {
      config = resolved
      runtime = join(config.root, runtimeModule)
    },
    async transform(code, id) {
      if (id.includes('/node_modules/') || id.startsWith('\0') || id === runtime) return
      if (!id.startsWith(config.root) || !code.includes('import(')) return
      const edited = new MagicString(code)
      for (const match of code.matchAll(dynamicImport)) {
        const target = await this.resolve(match[2] as string, id)
        if (!target || target.external) continue
        const key = hashOf(relative(config.root, target.id), 10)
        targets.set(key, target.id)
        const at = match.index
        edited.overwrite(
          at,
          at + match[0].length,
          `__withMessages(${match[0]}, '__msgpiece_${key}__')`,
        )
      }
      if (!edited.hasChanged()) return
      edited.prepend(`import { withMessages as __withMessages } from ${JSON.stringify(runtime)};\n`)
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) }
    },
    async buildEnd(error) {
      if (error) return
      const [{ modules, closure }, catalogs] = await Promise.all([start, readCatalogs(config.root)])
      const known = new Set(Object.values(catalogs).flatMap((messages) => Object.keys(messages)))
      const idsOf = new Map<string, string[]>()
      const messageIds = (moduleIds: Iterable<string>) => {
        const found = new Set<string>()
        for (const id of moduleIds) {
          if (id.includes('/node_modules/') || id.endsWith('.po')) continue
          if (!idsOf.has(id)) {
            const code = this.getModuleInfo(id)?.code ?? ''
            const strings = [...code.matchAll(quoted)].map((m) => m[1] ?? m[2] ?? m[3] ?? '')
            idsOf.set(
              id,
              strings.filter((text) => known.has(text)),
            )
          }
          for (const message of idsOf.get(id) ?? []) found.add(message)
        }
        return found
      }

      const emit = (ids: Set<string>) => {
        const sources = Object.entries(catalogs).map(([locale, messages]) => {
          const piece = Object.fromEntries([...ids].sort().map((id) => [id, messages[id]]))
          return [locale, `export default JSON.parse(${JSON.stringify(JSON.stringify(piece))})`]
        })
        const hash = hashOf(sources.map(([, source]) => source).join('\n'), 10)
        for (const [locale, source] of sources) {
          files.set(`${config.build.assetsDir}/messages-${hash}-${locale}.js`, source as string)
        }
        return hash
      }

      // A route's title and description are shown with its screen (usePageInfo waits for them),
      // so they come in the piece of the screen's chunk rather than in the start piece, which
      // would otherwise carry every route's: the definitions all travel with the entry.
      const staticDataIds = (id: string) => {
        const code = this.getModuleInfo(id)?.code ?? ''
        const open = code.indexOf('{', code.indexOf('staticData:'))
        if (!code.includes('staticData:') || open < 0) return []
        let end = open
        for (let depth = 0; end < code.length; end++) {
          if (code[end] === '{') depth++
          else if (code[end] === '}' && --depth === 0) break
        }
        const strings = [...code.slice(open, end).matchAll(quoted)]
        return strings.map((m) => m[1] ?? m[2] ?? m[3] ?? '').filter((text) => known.has(text))
      }
      const titles = new Map<string, string[]>()
      const titledRoutes = new Set<string>()
      for (const [key, target] of targets) {
        const [route = '', query = ''] = target.split('?')
        const screen = /^tsr-split=(?:[\w-]*---)?component(?:---|$)/.test(query)
        if (!screen || modules.has(target) || !modules.has(route)) continue
        titles.set(key, staticDataIds(route))
        titledRoutes.add(route)
      }
      // what the start-up code shows itself stays in the start piece (a route's title that is
      // also a link's text, a guard's message)
      const shownAtStart = messageIds([...modules].filter((id) => !titledRoutes.has(id)))
      for (const route of titledRoutes) {
        const title = new Set(staticDataIds(route))
        for (const id of messageIds([route])) if (!title.has(id)) shownAtStart.add(id)
      }
      const started = messageIds(modules)
      for (const id of [...titles.values()].flat()) if (!shownAtStart.has(id)) started.delete(id)
      hashes.set(startKey, emit(started))
      for (const [key, target] of targets) {
        const adds = new Set(
          [...messageIds(await closure([target], modules)), ...(titles.get(key) ?? [])].filter(
            (id) => !started.has(id),
          ),
        )
        hashes.set(key, adds.size > 0 ? emit(adds) : '')
      }
    },
    renderChunk(code) {
      if (!code.includes('__msgpiece_')) return null
      const edited = new MagicString(code)
      for (const match of code.matchAll(placeholder)) {
        const hash = hashes.get(match[1] as string)
        if (hash === undefined) this.error(`no message piece for ${match[0]}`)
        edited.overwrite(match.index, match.index + match[0].length, hash)
      }
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) }
    },
    generateBundle() {
      for (const [fileName, source] of files) {
        this.emitFile({ type: 'asset', fileName, source })
      }
    },
  }
}
