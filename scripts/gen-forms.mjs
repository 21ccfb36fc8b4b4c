// `npm run gen` (and `gen:check`, which fails when openapi.yaml is not what this would write):
// the JSON Schema of every form body in openapi.yaml, generated from the valibot schemas of
// domain/forms (contractForms.ts) with @valibot/to-json-schema and written between the marker
// comments of components.schemas. What JSON Schema can state of a field (types, choices,
// lengths, patterns) comes from the schema's actions and `v.metadata`; a custom check is the
// form's alone and is left out (docs/decisions/0009-forms-declared-once.md).
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { toJsonSchema } from '@valibot/to-json-schema'
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
const { contractForms } = await vite.ssrLoadModule(`${root}domain/forms/contractForms.ts`)
await vite.close()

const config = {
  target: 'draft-2020-12',
  // lengths are measured as typed, before trimming, and checks after a trim are the form's
  typeMode: 'input',
  // checks are functions (the form's alone); what they can say is in `v.metadata` beside them
  ignoreActions: ['check', 'raw_check', 'trim'],
}

/** A JSON Schema as the contract writes it: no $schema or $defs, no defaults (a form's empties). */
function asContract(schema) {
  if (Array.isArray(schema)) return schema.map(asContract)
  if (!schema || typeof schema !== 'object') return schema
  const kept = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema' || key === '$defs' || key === 'default') continue
    if (key === 'required' && Array.isArray(value) && value.length === 0) continue
    kept[key] = asContract(value)
  }
  return kept
}

const schemas = {}
for (const [name, schema] of Object.entries(contractForms.fields)) {
  schemas[name] = asContract(toJsonSchema(schema, config))
}
// a form's field that the contract names on its own is a reference to it
const withFields = {
  ...config,
  definitions: contractForms.fields,
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
}
for (const [name, schema] of Object.entries(contractForms.forms)) {
  schemas[name] = asContract(toJsonSchema(schema, withFields))
}

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
