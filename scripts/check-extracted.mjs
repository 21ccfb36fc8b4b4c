// `npm test` step: the PO catalogs in locales/ hold exactly the messages the code has (what
// `npm run extract` would leave them with). A `t`, `msg` or `<Trans>` that was never extracted
// shows its hashed id in a built app instead of any text, in every language. Compares message
// ids only (not file order, origins or headers) and lists each message that differs.
// `node scripts/check-extracted.mjs [--config <lingui config>]`
import { relative } from 'node:path'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'

const configFlag = process.argv.indexOf('--config')
const configPath = configFlag === -1 ? undefined : process.argv[configFlag + 1]
const config = getConfig({ configPath })
const where = (file) => relative(process.cwd(), file)
const label = (entry) =>
  JSON.stringify(entry.message ?? '') + (entry.context ? ` (context ${entry.context})` : '')

const notExtracted = []
const unused = []
let failedToRead = false
for (const catalog of await getCatalogs(config)) {
  const [inCode, inCatalogs] = await Promise.all([
    catalog.collect(),
    catalog.readAll(config.locales),
  ])
  if (!inCode) {
    console.error(`could not read the source files of ${where(catalog.getFilename('{locale}'))}`)
    failedToRead = true
    continue
  }
  for (const locale of config.locales) {
    const file = where(catalog.getFilename(locale))
    // an obsolete (#~) entry counts as absent: the catalog says no code uses it (extract fixes it)
    const present = Object.entries(inCatalogs[locale] ?? {}).filter(([, m]) => !m.obsolete)
    const ids = new Set(present.map(([id]) => id))
    for (const [id, entry] of Object.entries(inCode)) {
      if (ids.has(id)) continue
      const origins = [...new Set(entry.origin.map(([path]) => where(path)))].join(', ')
      notExtracted.push(`${file}: ${label(entry)} from ${origins}`)
    }
    for (const [id, entry] of present) {
      if (!(id in inCode)) unused.push(`${file}: ${label(entry)}`)
    }
  }
}

if (notExtracted.length > 0) {
  console.error(`${notExtracted.length} message(s) in code are missing from their catalog:`)
  for (const line of notExtracted) console.error(`  ${line}`)
}
if (unused.length > 0) {
  console.error(`${unused.length} catalog message(s) are no longer in the code of that catalog:`)
  for (const line of unused) console.error(`  ${line}`)
}
if (notExtracted.length > 0 || unused.length > 0 || failedToRead) {
  console.error('Run `npm run extract`, then translate the new messages in zh-Hant and zh-Hans.')
  process.exit(1)
}
console.log('every message in code is in its catalogs, and no catalog holds one the code dropped')
