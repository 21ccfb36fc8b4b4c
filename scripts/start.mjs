// `npm start`: builds the app, then serves it on PORT (default 8080) with the API.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
// run Vite on this same Node (24), whatever `node` is first on PATH
execFileSync(
  process.execPath,
  [join(root, 'node_modules/.bin/vite'), 'build', '--logLevel', 'warn'],
  {
    cwd: root,
    stdio: 'inherit',
  },
)
await import('./serve.mjs')
