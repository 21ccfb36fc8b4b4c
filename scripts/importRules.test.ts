// biome.json's layer rules, run by `npm test`'s lint step: each import below is written into a
// scratch copy of the folders and linted with the project's own configuration.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const biome = join(root, 'node_modules/.bin/biome')
let scratch = ''

const refused = {
  'domain/x1.ts': "import { useState } from 'react'",
  'domain/x2.ts': "import { jsx } from 'react/jsx-runtime'",
  'domain/x3.ts': "import { createRoot } from 'react-dom/client'",
  'domain/x4.ts': "import { Trans } from '@lingui/react/macro'",
  'domain/x5.ts': "import { useQuery } from '@tanstack/react-query'",
  'domain/x6.ts': "import { queries } from '../app/api/queries'",
  'domain/forms/x7.ts': "import { Button } from '../../design-system/Button'",
  'domain/x8.ts': "import { Button } from '@design-system/Button'",
  'domain/x9.ts': "import { db } from '../server/db/database'",
  'domain/x10.ts': 'export const width = () => window.innerWidth',
  'domain/x11.ts': 'export const title = () => document.title',
  'domain/x12.ts': "export const load = () => fetch('/api/events')",
  'design-system/Button/x13.ts': "import { queries } from '../../app/api/queries'",
  'design-system/x14.ts': "import { routes } from '../app/routes'",
  'design-system/Dialog/parts/x15.ts': "import { auth } from '../../../app/auth'",
}
const allowed = {
  'domain/y1.ts': "import { msg } from '@lingui/core/macro'",
  'domain/forms/y2.ts': "import { fields } from '../validation/fields'",
  'domain/y3.ts': 'export const seat = () => { const window = 2; return window }',
  'design-system/Button/y4.ts': "import { errorMessages } from '../../domain/errors'",
  'design-system/Button/y5.ts': "import { Dialog } from '../Dialog'",
  'design-system/Button/y6.ts': 'export const width = () => window.innerWidth',
  'app/y7.ts': "import { Button } from '@design-system/Button'",
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'import-rules-'))
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'))
  // the scratch folder is no git checkout
  config.vcs = { enabled: false }
  config.$schema = undefined
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config))
  for (const [path, line] of Object.entries({ ...refused, ...allowed })) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true })
    writeFileSync(join(scratch, path), `${line}\n`)
  }
})
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function layerFindings(): string[] {
  const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: scratch,
    encoding: 'utf8',
  })
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; location: { path: string } }[]
  }
  return report.diagnostics
    .filter((d) => /noRestricted(Imports|Globals)/.test(d.category))
    .map((d) => d.location.path)
}

describe('the lint step', () => {
  it('refuses React, the DOM and the upper layers in domain/, and app/ in design-system/', () => {
    expect(layerFindings().sort()).toEqual(Object.keys(refused).sort())
  })
})
