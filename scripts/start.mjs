// `npm start`: builds the app (dist/) and the server (dist-server/), then runs the server on
// PORT (default 8080): the app, the API and the images on one port, over the embedded database
// (created and seeded on first start) or DATABASE_URL.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = new URL('..', import.meta.url).pathname
process.chdir(root)

/** Runs Vite on this same Node (24), whatever `node` is first on PATH. */
function vite(...args) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules/.bin/vite'), 'build', '--logLevel', 'warn', ...args],
      { cwd: root, stdio: 'inherit' },
    )
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`vite build ${args.join(' ')} exited with ${code}`)),
    )
  })
}

const started = performance.now()
// both at once: each is mostly single-threaded JavaScript
try {
  await Promise.all([vite(), vite('--config', 'vite.server.config.ts')])
} catch (error) {
  console.error(`citytix: ${error.message}`)
  process.exit(1)
}
console.log(
  `Built the app and the server in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
await import(pathToFileURL(join(root, 'dist-server/main.js')).href)
