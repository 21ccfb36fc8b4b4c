import { relative } from 'node:path'
import MagicString from 'magic-string'
import type { Plugin } from 'vite'

/** Where the stubs live, under the project's root (so the message-piece plugin wraps them). */
const folder = '/app/.route-imports/'
// the router plugin's importer of a split part: `() => import("…/X.tsx?tsr-split=component")`
const splitImport = /\(\) => import\(("[^"\n]+\?tsr-split=[^"\n]+"|'[^'\n]+\?tsr-split=[^'\n]+')\)/g

/**
 * Build only. The lazy routes' imports, out of the start-up chunk: each `import()` of a route's
 * split screen carries its preload list (every chunk and stylesheet the screen needs), and the
 * route tree, which travels with the entry, holds them all: bytes the events home never
 * uses. A route's importers now load a small stub module first, which holds the real
 * `import()`; `group` puts every stub in one chunk, `chunkName` is that chunk's name, for the
 * home's inline script (scripts/vite-home-preload.ts) to modulepreload on every other page, so
 * no page waits for it after the entry. Routes matching `keep` (the events home, the root) keep
 * their imports.
 */
export function routeImports(keep: RegExp) {
  let root = ''
  const stubs = new Map<string, string>()
  const chunkName = 'route-imports'
  const plugin: Plugin = {
    name: 'citytix-route-imports',
    apply: 'build',
    // before Vite's resolver, which would look for the stubs on disk
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      return stubs.has(id) ? id : null
    },
    load(id) {
      return stubs.get(id) ?? null
    },
    transform(code, id) {
      if (id.includes('?') || !id.startsWith(`${root}/app/routes/`) || keep.test(id)) return
      if (!code.includes('?tsr-split=')) return
      const stub = `${root}${folder}${relative(`${root}/app/routes`, id).replaceAll('/', '__')}.js`
      const names = new Map<string, string>()
      const edited = new MagicString(code)
      for (const match of code.matchAll(splitImport)) {
        const url = match[1] as string
        let name = names.get(url)
        if (!name) {
          name = `load${names.size}`
          names.set(url, name)
        }
        const load = `() => import(${JSON.stringify(stub)}).then((stub) => stub.${name}())`
        edited.overwrite(match.index, match.index + match[0].length, load)
      }
      if (names.size === 0) return
      stubs.set(
        stub,
        [...names].map(([url, name]) => `export const ${name} = () => import(${url})\n`).join(''),
      )
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) }
    },
  }
  return {
    plugin,
    chunkName,
    // below the start-up and home groups, which keep what the stubs import (withMessages)
    group: { name: chunkName, test: (id: string) => stubs.has(id), priority: 0 },
  }
}
