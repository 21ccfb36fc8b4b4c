import type { Plugin } from 'vite'

type ModuleInfo = { isEntry: boolean; importedIds: readonly string[] } | null

/** Every module `from` reaches by static imports (not crossing `except`). */
function staticClosure(
  from: readonly string[],
  info: (id: string) => ModuleInfo,
  except: ReadonlySet<string> = new Set(),
): Set<string> {
  const reached = new Set<string>()
  const queue = [...from]
  while (queue.length > 0) {
    const id = queue.pop() as string
    if (reached.has(id) || except.has(id)) continue
    reached.add(id)
    for (const imported of info(id)?.importedIds ?? []) queue.push(imported)
  }
  return reached
}

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
  const plugin: Plugin = {
    name: 'citytix-startup-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const info = (id: string) => this.getModuleInfo(id)
      const entries = ids.filter((id) => info(id)?.isEntry)
      startup = staticClosure(
        entries.flatMap((id) => [...(info(id)?.importedIds ?? [])]),
        info,
        new Set(entries),
      )
      homeScreen = staticClosure(
        ids.filter((id) => home.test(id)),
        info,
        startup,
      )
    },
  }
  return {
    plugin,
    groups: [
      { name: 'startup', test: (id: string) => startup.has(id), priority: 2 },
      { name: 'home', test: (id: string) => homeScreen.has(id), priority: 1 },
    ],
  }
}
