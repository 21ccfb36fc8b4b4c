// A small app built with the message-piece and start-up chunk plugins: the messages of what the
// home runs before its first render come in one piece, a lazily imported screen's with it.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messagePieces } from './vite-message-pieces'
import { startupChunks } from './vite-startup-chunk'

const sources: Record<string, string> = {
  'index.html':
    '<!doctype html><div id="root"></div><script type="module" src="/main.js"></script>',
  'main.js': `import { startPiece } from './load.js'
import { readTitle } from './area.js'
import { Route } from './route.js'
export const title = { id: 'start1' }
export const openHome = () => import('./home.js')
export const openFaq = () => import('./faq.js')
console.log(startPiece, title, readTitle, Route, openHome, openFaq)`,
  // a route's definition, with the entry; its screen split off as the router plugin does
  'route.js': `export const Route = {
  staticData: { page: { title: { id: 'title1' } } },
  guard: { id: 'guard1' },
  component: () => import('./route.js?tsr-split=component'),
}`,
  'home.js': `export const heading = { id: 'home01' }`,
  'faq.js': `import { answer } from './answers.js'
import { writeDone } from './area.js'
export const heading = { id: 'faq001' }
export const title = { id: 'start1' }
export { answer, writeDone }`,
  'answers.js': `export const answer = { id: 'ans001' }`,
  // an area's reads and writes behind one barrel (app/api/queries.ts): the entry reads only
  'area.js': `export * from './reads.js'
export * from './writes.js'`,
  'reads.js': `export const readTitle = { id: 'read01' }`,
  'writes.js': `export const writeDone = { id: 'write1' }`,
  // the run-time module the imports are wrapped with
  'load.js': `export const startPiece = '__msgpiece_start__'
export function withMessages(chunk, piece) {
  return chunk.then((module) => ({ ...module, piece }))
}`,
}
const messages = (locale: string) =>
  Object.fromEntries(
    ['start1', 'home01', 'faq001', 'ans001', 'read01', 'write1', 'title1', 'guard1', 'unused'].map(
      (id) => [id, [`${id} in ${locale}`]],
    ),
  )

let root = ''
let assets: Record<string, string> = {}
/** The messages of a piece's file. */
const pieceOf = (file: string): Record<string, string[]> =>
  JSON.parse(
    JSON.parse((assets[file] ?? '').replace(/^export default JSON\.parse\((.*)\)$/s, '$1')),
  )
const pieceFiles = (locale: string) =>
  Object.keys(assets).filter(
    (file) => file.startsWith('messages-') && file.endsWith(`-${locale}.js`),
  )

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'citytix-message-pieces-'))
  for (const [file, source] of Object.entries(sources)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), source)
  }
  const startup = startupChunks(/\/home\.js$/)
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      startup.plugin,
      messagePieces(startup.modules, {
        runtimeModule: 'load.js',
        catalogs: async () => ({ en: messages('en'), 'zh-Hant': messages('zh-Hant') }),
      }),
    ],
    build: {
      outDir: join(root, 'dist'),
      minify: false,
      rolldownOptions: { output: { codeSplitting: { groups: startup.groups } } },
    },
  })
  const dir = join(root, 'dist/assets')
  assets = Object.fromEntries(
    readdirSync(dir).map((file) => [file, readFileSync(join(dir, file), 'utf8')]),
  )
}, 60_000)

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the messages of a build, in pieces', () => {
  it('sends what the entry and the home run in one piece per language', () => {
    const entry = Object.entries(assets).find(([file]) => file.startsWith('startup-'))?.[1] ?? ''
    const start = /startPiece = "([\w-]+)"/.exec(entry)?.[1]
    expect(start).toBeTruthy()
    expect(pieceOf(`messages-${start}-en.js`)).toEqual({
      start1: ['start1 in en'],
      home01: ['home01 in en'],
      read01: ['read01 in en'],
      guard1: ['guard1 in en'],
    })
    expect(pieceOf(`messages-${start}-zh-Hant.js`)).toHaveProperty('home01', ['home01 in zh-Hant'])
  })

  it('sends a lazily imported screen’s own messages and its imports’ with it, not the start’s', () => {
    const entry = Object.entries(assets).find(([file]) => file.startsWith('startup-'))?.[1] ?? ''
    const faq = /import\("\.\/faq-[\w-]+\.js"\)[^\n]*?, "([\w-]*)"\);/.exec(entry)?.[1]
    expect(faq).toBeTruthy()
    expect(pieceOf(`messages-${faq}-en.js`)).toEqual({
      ans001: ['ans001 in en'],
      faq001: ['faq001 in en'],
      write1: ['write1 in en'],
    })
  })

  it('sends a route’s title with its screen, not with the route’s definition', () => {
    const entry = Object.entries(assets).find(([file]) => file.startsWith('startup-'))?.[1] ?? ''
    const screen = /import\("\.\/route-[\w-]+\.js"\)[^\n]*?, "([\w-]*)"\)/.exec(entry)?.[1]
    expect(screen).toBeTruthy()
    expect(pieceOf(`messages-${screen}-en.js`)).toHaveProperty('title1', ['title1 in en'])
  })

  it('leaves out of the start-up chunk what a barrel re-exports that only a screen takes', () => {
    const entry = Object.entries(assets).find(([file]) => file.startsWith('startup-'))?.[1] ?? ''
    expect(entry).toContain('read01')
    expect(entry).not.toContain('write1')
  })

  it('asks for nothing more with a screen whose messages the start piece holds', () => {
    const entry = Object.entries(assets).find(([file]) => file.startsWith('startup-'))?.[1] ?? ''
    expect(entry).toMatch(/import\("\.\/home-[\w-]+\.js"\)[^\n]*?, ""\);/)
    // the start piece, the FAQ's and the route screen's, in each language; a message no code uses is in none
    expect(pieceFiles('en')).toHaveLength(3)
    expect(pieceFiles('zh-Hant')).toHaveLength(3)
    expect(pieceFiles('en').some((file) => 'unused' in pieceOf(file))).toBe(false)
  })
})
