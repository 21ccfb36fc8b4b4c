// The layers' arrows, read from the source: each rule fails naming the file and what it
// imports. Type-only imports count: a type ties a layer to another as much as a value does.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  const at = join(root, dir)
  if (!existsSync(at)) return []
  return readdirSync(at).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(root, path)).isDirectory())
      return name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

const specifiers = /\bfrom\s+'([^']+)'|\bimport\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g

/** The repository files a file imports, as paths from the root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8')
  return [...text.matchAll(specifiers)].flatMap((match) => {
    const specifier = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\?.*$/, '')
    const base = specifier.startsWith('@design-system/')
      ? join('design-system', specifier.slice('@design-system/'.length))
      : specifier.startsWith('.')
        ? join(dirname(file), specifier)
        : undefined
    if (base === undefined) return []
    const found = [
      base,
      `${base}.ts`,
      `${base}.tsx`,
      join(base, 'index.ts'),
      join(base, 'index.tsx'),
    ]
      .map((path) => relative(root, join(root, path)))
      .find((path) => existsSync(join(root, path)) && statSync(join(root, path)).isFile())
    return found ? [found.replace(/\.ts(x?)$/, '.ts$1')] : []
  })
}

const files = ['server', 'design-system', 'app', 'domain', 'contract'].flatMap(sourceFiles)
const arrows = new Map(files.map((file) => [file, importsOf(file)]))

/** `from -> to` for every arrow from a file under `from` into one under `to`. */
function arrowsBetween(
  from: string,
  to: string,
  allowed = (_file: string, _target: string) => false,
) {
  return [...arrows].flatMap(([file, targets]) =>
    file.startsWith(from)
      ? targets.filter((t) => t.startsWith(to) && !allowed(file, t)).map((t) => `${file} -> ${t}`)
      : [],
  )
}

/** Every cycle of imports among `files`, as its files in order (Tarjan's components). */
function cycles(
  inside: (file: string) => boolean,
  skip: (file: string, target: string) => boolean,
) {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let next = 0
  const visit = (file: string) => {
    index.set(file, next)
    low.set(file, next++)
    stack.push(file)
    onStack.add(file)
    for (const target of arrows.get(file) ?? []) {
      if (!inside(target) || skip(file, target)) continue
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0))
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    const selfImport = (arrows.get(file) ?? []).includes(file)
    if (component.length > 1 || selfImport) found.push(component.sort())
  }
  for (const file of files) if (inside(file) && !index.has(file)) visit(file)
  return found
}

describe('the server’s layers', () => {
  it('services know nothing of HTTP: no server/services file imports server/http', () => {
    expect(arrowsBetween('server/services/', 'server/http/')).toEqual([])
  })

  it('the server imports nothing of the app (the first view is drawn by app/ssr, built apart and handed in)', () => {
    expect(arrowsBetween('server/', 'app/')).toEqual([])
  })

  it('config.ts and db/schema.ts import no services', () => {
    expect([
      ...arrowsBetween('server/config.ts', 'server/services/'),
      ...arrowsBetween('server/db/schema.ts', 'server/services/'),
    ]).toEqual([])
  })

  it('contract/ imports neither side', () => {
    expect([
      ...arrowsBetween('contract/', 'app/'),
      ...arrowsBetween('contract/', 'server/'),
      ...arrowsBetween('contract/', 'design-system/'),
    ]).toEqual([])
  })
})

describe('import cycles', () => {
  it('none in server/', () => {
    expect(
      cycles(
        (file) => file.startsWith('server/'),
        () => false,
      ),
    ).toEqual([])
  })

  it('none in design-system/', () => {
    expect(
      cycles(
        (file) => file.startsWith('design-system/'),
        () => false,
      ),
    ).toEqual([])
  })
})
