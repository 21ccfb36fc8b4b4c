// `npm test`'s extract check, run on a small project of its own: a catalog that lacks a message
// the code has (a `t`, `msg` or `<Trans>` nobody extracted) fails the step and names it;
// a catalog ordered differently from what extract writes does not.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const script = new URL('./check-extracted.mjs', import.meta.url).pathname
const poFormat = import.meta.resolve('@lingui/format-po')
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const code = `import { msg, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
export const greeting = () => t\`Good morning\`
export const label = msg({ message: 'Seats', context: 'heading' })
export const Note = () => <Trans>Tickets are sold out</Trans>
`
const header = 'msgid ""\nmsgstr ""\n"Language: zh-Hant\\n"\n'
const entry = (id: string, translation: string, context?: string) =>
  `\n${context ? `msgctxt "${context}"\n` : ''}msgid "${id}"\nmsgstr "${translation}"\n`
const all = [
  entry('Tickets are sold out', '門票已售罄'),
  entry('Seats', '座位', 'heading'),
  entry('Good morning', '早晨'),
]

/** Runs the check on a project whose one catalog (zh-Hant) holds `catalog`. */
function check(catalog: string) {
  const dir = mkdtempSync(join(tmpdir(), 'check-extracted-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'src'))
  mkdirSync(join(dir, 'locales'))
  writeFileSync(join(dir, 'src/Note.tsx'), code)
  writeFileSync(join(dir, 'locales/zh-Hant.po'), catalog)
  writeFileSync(
    join(dir, 'lingui.config.mjs'),
    `import { formatter } from '${poFormat}'
export default {
  sourceLocale: 'zh-Hant',
  locales: ['zh-Hant'],
  format: formatter({ lineNumbers: false }),
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'] }],
}
`,
  )
  const run = spawnSync(process.execPath, [script, '--config', join(dir, 'lingui.config.mjs')], {
    cwd: dir,
    encoding: 'utf8',
  })
  return { output: run.stdout + run.stderr, exitCode: run.status }
}

describe('the extract check', () => {
  it('passes when the catalog holds every message, in any order and without origins', () => {
    const { output, exitCode } = check(header + all.join(''))
    expect(output).toContain('every message in code is in its catalogs')
    expect(exitCode).toBe(0)
  })

  it('fails on a t, msg or <Trans> missing from the catalog, and names it', () => {
    const { output, exitCode } = check(header + entry('Good morning', '早晨'))
    expect(output).toContain('2 message(s) in code are missing from their catalog')
    expect(output).toContain('locales/zh-Hant.po: "Tickets are sold out" from src/Note.tsx')
    expect(output).toContain('locales/zh-Hant.po: "Seats" (context heading) from src/Note.tsx')
    expect(exitCode).toBe(1)
  })

  it('counts a message the catalog marks obsolete, while the code uses it, as missing', () => {
    const obsolete = '\n#~ msgid "Good morning"\n#~ msgstr "早晨"\n'
    const { output, exitCode } = check(header + all.slice(0, 2).join('') + obsolete)
    expect(output).toContain('locales/zh-Hant.po: "Good morning" from src/Note.tsx')
    expect(exitCode).toBe(1)
  })

  it('fails on a catalog message the code no longer has', () => {
    const { output, exitCode } = check(header + all.join('') + entry('Good evening', '晚安'))
    expect(output).toContain('1 catalog message(s) are no longer in the code of that catalog')
    expect(output).toContain('locales/zh-Hant.po: "Good evening"')
    expect(exitCode).toBe(1)
  })
})
