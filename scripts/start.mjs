// `npm start`: builds the app, then serves it on PORT (default 8080) with the API.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
})
await import('./serve.mjs')
