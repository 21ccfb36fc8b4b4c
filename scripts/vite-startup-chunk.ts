import type { Plugin, Rollup } from 'vite'

type Context = Rollup.PluginContext
/** The names a module is asked for: every one ('*'), or only these. */
type Wanted = '*' | Set<string>
type Statement = {
  type: string
  source?: { value: string } | null
  declaration?: unknown
  exported?: { name?: string; value?: string } | null
  specifiers?: {
    type: string
    local: { name?: string; value?: string }
    imported?: { name?: string; value?: string }
    exported?: { name?: string; value?: string }
  }[]
}

const nameOf = (node: { name?: string; value?: string } | undefined | null) =>
  node?.name ?? node?.value ?? 'default'

const isReexport = (node: Statement) =>
  node.type === 'ImportDeclaration' ||
  node.type === 'ExportAllDeclaration' ||
  (node.type === 'ExportNamedDeclaration' && !node.declaration)

/**
 * `closure(from, except)`: every module the entries reach by static imports (not crossing
 * `except`, but for its barrels), as the bundler will keep them. A barrel (a module of imports and re-exports only,
 * like `radix-ui` or a part's index.ts) is crossed only towards the names its importers take
 * from it: the closure of `import { VisuallyHidden } from 'radix-ui'` is the visually-hidden
 * part, not all of Radix, whose other parts go with the screens that use them. One finder per
 * build: it keeps what it parsed and resolved for the next call.
 */
export function closureFinder(context: Context) {
  const bodies = new Map<string, Statement[] | null>()
  const resolved = new Map<string, string | null>()

  const body = (id: string): Statement[] | null => {
    if (!bodies.has(id)) {
      const code = context.getModuleInfo(id)?.code
      let statements: Statement[] | null = null
      try {
        if (code) statements = context.parse(code, { lang: 'js' }).body as unknown as Statement[]
      } catch {
        // not JavaScript (styles): taken whole
      }
      bodies.set(id, statements)
    }
    return bodies.get(id) ?? null
  }
  const barrels = new Map<string, boolean>()
  const isBarrel = (id: string) => {
    if (!barrels.has(id)) {
      const code = context.getModuleInfo(id)?.code ?? ''
      // a barrel is short: no need to parse big modules to know they are not one
      barrels.set(
        id,
        code.length > 0 && code.length < 20_000 && (body(id)?.every(isReexport) ?? false),
      )
    }
    return barrels.get(id) as boolean
  }
  const resolve = async (source: string, importer: string) => {
    const key = `${importer}\0${source}`
    if (!resolved.has(key)) {
      const found = await context.resolve(source, importer)
      resolved.set(key, found && !found.external ? found.id : null)
    }
    return resolved.get(key) ?? null
  }
  return (from: readonly string[], except: ReadonlySet<string> = new Set()) => closure(from, except)

  async function closure(from: readonly string[], except: ReadonlySet<string>) {
    const wanted = new Map<string, Wanted>()
    const queue: string[] = []
    const want = (id: string, names: Wanted) => {
      // a barrel is crossed even there: what it re-exports may not be (a screen's writes behind
      // app/api/queries.ts, whose reads the entry takes)
      if (except.has(id) && !isBarrel(id)) return
      const had = wanted.get(id)
      if (had === '*') return
      if (names === '*') wanted.set(id, '*')
      else if (!had) wanted.set(id, new Set(names))
      else {
        const size = had.size
        for (const name of names) had.add(name)
        if (had.size === size) return
      }
      queue.push(id)
    }

    /**
     * What `id` asks of each module it imports, seen through its import and export statements;
     * `names` are the names asked of `id` itself. A whole module passes on every import; a barrel
     * only the imports behind the names asked of it.
     */
    async function takeFrom(id: string, statements: Statement[], names: Wanted) {
      // a barrel's `import * as X from 'p'; export { X }`: local name -> exported name
      const exportedAs = new Map<string, string>()
      for (const node of statements) {
        if (node.type !== 'ExportNamedDeclaration' || node.source) continue
        for (const spec of node.specifiers ?? []) {
          exportedAs.set(nameOf(spec.local), nameOf(spec.exported))
        }
      }
      const asked = (exported: string) => names === '*' || names.has(exported)
      for (const node of statements) {
        if (!node.source) continue
        const specifiers = node.specifiers ?? []
        const taken = new Set<string>()
        if (node.type === 'ExportAllDeclaration') {
          if (!node.exported) {
            for (const name of names === '*' ? ['*'] : names) taken.add(name)
          } else if (asked(nameOf(node.exported))) taken.add('*')
        } else if (specifiers.length === 0) {
          // a bare import is there for its side effects (styles): always followed
          taken.add('*')
        }
        for (const spec of specifiers) {
          const exported =
            node.type === 'ImportDeclaration'
              ? names === '*'
                ? '*'
                : exportedAs.get(nameOf(spec.local))
              : nameOf(spec.exported)
          if (exported === undefined || (exported !== '*' && !asked(exported))) continue
          if (spec.type === 'ImportNamespaceSpecifier') taken.add('*')
          else if (spec.type === 'ImportDefaultSpecifier') taken.add('default')
          else taken.add(nameOf(spec.imported ?? spec.local))
        }
        if (taken.size === 0) continue
        const target = await resolve(node.source.value, id)
        if (!target) continue
        // `export * from './m'` passes on only the names `m` has: a barrel of an area's reads and
        // its writes (app/api/queries.ts) is not a reason to take the writes along
        if (node.type === 'ExportAllDeclaration' && !node.exported && !taken.has('*')) {
          const has = context.getModuleInfo(target)?.exports
          if (has && has.length > 0 && !isBarrel(target)) {
            for (const name of taken) if (!has.includes(name)) taken.delete(name)
            if (taken.size === 0) continue
          }
        }
        want(target, taken.has('*') ? '*' : taken)
      }
    }

    for (const id of from) want(id, '*')
    while (queue.length > 0) {
      const id = queue.pop() as string
      const names = wanted.get(id) as Wanted
      const info = context.getModuleInfo(id)
      if (!info) continue
      const barrel = names !== '*' && isBarrel(id)
      const statements =
        barrel || info.importedIds.some((imported) => isBarrel(imported)) ? body(id) : null
      if (statements) await takeFrom(id, statements, barrel ? names : '*')
      // whatever the statements did not show (or a module taken whole) is followed whole
      if (barrel) continue
      for (const imported of info.importedIds) {
        if (!statements || !isBarrel(imported)) want(imported, '*')
      }
    }
    return new Set([...wanted.keys()].filter((id) => !except.has(id)))
  }
}

export type Closure = ReturnType<typeof closureFinder>
/** The entry's and the home screen's modules, and the finder that found them. */
export type StartModules = { modules: Set<string>; closure: Closure }

/**
 * One chunk for everything the entry needs before the first render, and one for the events
 * home's own screen. Left to itself, the bundler cuts the modules shared by the entry and the
 * lazily loaded screens into dozens of small chunks (one per set of importers), which the
 * browser must all fetch before anything is drawn. Every module the entry reaches by static
 * imports is needed at start-up anyway, so they travel together; so do the home screen's, the
 * page most visits start on. Other screens stay split as the bundler sees fit.
 *
 * Use `plugin` in `plugins` and `groups` as the build's code-splitting groups. The entry must
 * not await the page's chunks at its top level: the bundler may put it in the start-up chunk,
 * which those chunks import (app/main.tsx).
 */
export function startupChunks(home: RegExp) {
  let startup = new Set<string>()
  let homeScreen = new Set<string>()
  let found: (start: StartModules) => void = () => undefined
  const plugin: Plugin = {
    name: 'citytix-startup-chunks',
    apply: 'build',
    // A barrel of the project (app/api/queries.ts, a part's index.ts) has no code of its own:
    // said so, the bundler places each module it re-exports by who uses it, instead of with
    // every importer of the barrel (the start-up chunk took the queries of every page).
    transform: {
      order: 'post',
      handler(code, id) {
        if (id.includes('/node_modules/') || code.length > 20_000 || !code.includes('export')) {
          return
        }
        let statements: Statement[]
        try {
          statements = this.parse(code, { lang: 'js' }).body as unknown as Statement[]
        } catch {
          return
        }
        const bareImport = (node: Statement) =>
          node.type === 'ImportDeclaration' && (node.specifiers ?? []).length === 0
        if (statements.length === 0 || !statements.every(isReexport)) return
        if (statements.some(bareImport)) return
        return { code, map: null, moduleSideEffects: false }
      },
    },
    async buildEnd() {
      const ids = [...this.getModuleIds()]
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry)
      const closure = closureFinder(this)
      startup = await closure(entries)
      homeScreen = await closure(
        ids.filter((id) => home.test(id)),
        startup,
      )
      found({ modules: new Set([...startup, ...homeScreen]), closure })
      for (const entry of entries) startup.delete(entry)
    },
  }
  return {
    plugin,
    /** What runs before the home's first render, once the build has read every module. */
    modules: new Promise<StartModules>((resolve) => {
      found = resolve
    }),
    groups: [
      { name: 'startup', test: (id: string) => startup.has(id), priority: 2 },
      { name: 'home', test: (id: string) => homeScreen.has(id), priority: 1 },
    ],
  }
}
