// `npm run gen` (and `gen:check`, which fails when openapi.yaml is not what this would write):
// the JSON Schema of every form body, converted from the valibot forms of domain/forms
// (contractSchemas.ts) and written into openapi.yaml between the marker comments of
// components.schemas (docs/decisions/0009-forms-declared-once.md).
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { Document, isScalar, visit } from 'yaml'

const root = fileURLToPath(new URL('..', import.meta.url))
const contractPath = `${root}openapi.yaml`
const begin =
  '    # ── Forms: generated from domain/forms/contractForms.ts by `npm run gen`; do not edit ──'
const end = '    # ── end of the generated forms ──'

// the forms' messages are Lingui macros: loaded through the server build's transforms
const vite = await createServer({
  configFile: `${root}vite.server.config.ts`,
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
})
const { contractSchemas } = await vite.ssrLoadModule(`${root}domain/forms/contractSchemas.ts`)
await vite.close()

const schemas = contractSchemas()

// a schema whose keywords are all plain values is written on one line, as the contract does
const document = new Document({ schemas })
visit(document, {
  Map(_, map) {
    if (map.items.every((pair) => isScalar(pair.value))) map.flow = true
  },
  Seq(_, seq) {
    if (seq.items.every(isScalar)) seq.flow = true
  },
})
const block = document
  .toString({ lineWidth: 0, flowCollectionPadding: true })
  .split('\n')
  .slice(1)
  .filter(Boolean)
  .map((line) => `  ${line}`)
  .join('\n')

const source = readFileSync(contractPath, 'utf8')
const from = source.indexOf(begin)
const to = source.indexOf(end)
if (from < 0 || to < from) throw new Error(`openapi.yaml lacks the generated forms' markers`)
// laid out as the repository's formatter lays out openapi.yaml, so `biome ci` agrees
const written = execFileSync(
  `${root}node_modules/.bin/biome`,
  ['format', '--stdin-file-path=openapi.yaml'],
  { input: `${source.slice(0, from)}${begin}\n${block}\n${source.slice(to)}`, encoding: 'utf8' },
)

if (process.argv.includes('--check')) {
  if (written !== source) {
    console.error('openapi.yaml: the generated forms are out of date; run `npm run gen`')
    process.exit(1)
  }
} else if (written !== source) writeFileSync(contractPath, written)
