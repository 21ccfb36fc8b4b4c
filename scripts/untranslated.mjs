// Lists messages with an empty translation in the zh-Hans and zh-Hant catalogs (optionally only
// catalogs whose path contains the argument): `node scripts/untranslated.mjs design-system/Dialog`.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('../locales', import.meta.url).pathname
const filter = process.argv[2] ?? ''
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.po') ? [join(dir, e.name)] : [],
  )
let missing = 0
for (const file of walk(root)) {
  if (file.includes('/en/') || !file.includes(filter)) continue
  const entries = readFileSync(file, 'utf8').split(/\n\n+/)
  for (const entry of entries) {
    const id = /^msgid "(.*)"$/m.exec(entry)?.[1]
    if (id && /^msgstr ""$/m.test(entry) && !/^msgstr ""\n"/m.test(entry)) {
      console.log(`${file.slice(root.length + 1)}: ${id}`)
      missing++
    }
  }
}
console.log(`${missing} untranslated`)
