// The benchmarks' shared start: a tool from Debian when it is missing, the server built and
// started as `npm start` runs it (production logging), waited for, and stopped at the end.
import { execFileSync, spawn } from 'node:child_process'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const started = []

/** Runs `vite build` with these arguments from the project's folder. */
export function viteBuild(...args) {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/.bin/vite'), 'build', '--logLevel', 'warn', ...args],
    { cwd: root, stdio: 'inherit' },
  )
}

/** Builds the server (dist-server/). */
export function buildServer() {
  console.log('bench: building the server…')
  viteBuild('-c', 'vite.server.config.ts')
}

/** Installs Debian's `pkg` unless `command --version`-like `probe` already runs. */
export function ensureDebian(probe, pkg) {
  try {
    execFileSync(probe[0], probe.slice(1), { stdio: 'ignore' })
  } catch {
    console.log(`bench: installing ${pkg} from Debian…`)
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  }
}

/** Resolves once `url` answers 200; throws after `seconds`. */
export async function waitFor(url, seconds = 120) {
  const until = Date.now() + seconds * 1000
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${seconds} s`)
}

/** Keeps a process to stop with the servers (nginx, say). */
export function stopLater(child) {
  started.push(child)
  return child
}

/**
 * Starts the built server on `port` with `env` over the defaults and waits until its API
 * answers; its pid. `stdio` as spawn takes it (default: its errors on this terminal);
 * `nodeArgs` go to node before the script (a CPU profile, say).
 */
export async function startServer(
  port,
  env,
  { stdio = ['ignore', 'ignore', 'inherit'], seconds, nodeArgs = [] } = {},
) {
  const child = stopLater(
    spawn(process.execPath, [...nodeArgs, join(root, 'dist-server/main.js')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        ...env,
      },
      stdio,
    }),
  )
  await waitFor(`http://127.0.0.1:${port}/api/is_hot_event.do`, seconds)
  return child.pid
}

/** Stops every server (and process) started here. */
export function stopServers() {
  for (const child of started) child.kill('SIGTERM')
}
