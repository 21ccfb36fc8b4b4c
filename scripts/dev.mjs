// `npm run dev`: the Prism mock of openapi.yaml on MOCK_PORT (4010) and the Vite dev server,
// which forwards API paths to it (vite.config.ts `server.proxy`).
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const bin = (name) => join(root, 'node_modules/.bin', name)
const env = { ...process.env, SCARF_ANALYTICS: 'false', MOCK_PORT: process.env.MOCK_PORT ?? '4010' }

const children = [
  spawn(
    process.execPath,
    [bin('prism'), 'mock', '-h', '127.0.0.1', '-p', env.MOCK_PORT, join(root, 'openapi.yaml')],
    {
      stdio: 'inherit',
      env,
    },
  ),
  spawn(process.execPath, [bin('vite')], { stdio: 'inherit', env, cwd: root }),
]
const stop = () => {
  for (const child of children) child.kill()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
