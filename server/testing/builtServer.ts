// The built server (dist-server/main.js) as separate processes, for the tests that need real
// processes: two of them on one PostgreSQL, or one killed with SIGKILL. The build is made when
// it is missing or older than the sources (one build at a time, whichever test file asks
// first); `npm test` builds it before the tests.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'

const root = new URL('../..', import.meta.url).pathname
export const builtServerPath = join(root, 'dist-server/main.js')
const lockDir = join(root, 'dist-server.building')

function newestSource(): number {
  let newest = statSync(join(root, 'openapi.yaml')).mtimeMs
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.(ts|po)$/.test(entry.name) && !entry.name.includes('.test.')) {
        newest = Math.max(newest, statSync(path).mtimeMs)
      }
    }
  }
  for (const dir of ['server', 'domain', 'locales']) walk(join(root, dir))
  return newest
}

const fresh = () =>
  existsSync(builtServerPath) && statSync(builtServerPath).mtimeMs >= newestSource()

/** Builds dist-server/main.js unless it is newer than every source it is made from. */
export async function ensureBuiltServer(): Promise<string> {
  for (;;) {
    if (fresh()) return builtServerPath
    try {
      mkdirSync(lockDir)
    } catch {
      // another test file is building: wait for it (a lock left by a killed run goes stale)
      if (Date.now() - statSync(lockDir).mtimeMs > 300_000) rmdirSync(lockDir)
      await new Promise((resolve) => setTimeout(resolve, 500))
      continue
    }
    try {
      if (!fresh()) {
        execFileSync(
          process.execPath,
          [
            join(root, 'node_modules/.bin/vite'),
            'build',
            '-c',
            'vite.server.config.ts',
            '--logLevel',
            'warn',
          ],
          { cwd: root, stdio: 'inherit' },
        )
      }
    } finally {
      rmdirSync(lockDir)
    }
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** SIGKILL: no cleanup of any kind, as a power cut would */
  kill(): Promise<void>
  stop(): Promise<void>
}

/** Starts dist-server/main.js with `env` and waits until it answers. */
export async function startBuiltServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, [builtServerPath], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'off',
      DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr?.on('data', (chunk) => {
    errors = (errors + String(chunk)).slice(-4000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const until = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${errors}`)
    try {
      if ((await fetch(`${url}/api/is_hot_event.do`)).ok) break
    } catch {}
    if (Date.now() > until) throw new Error(`the server did not answer in 60 s: ${errors}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  return { url, child, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') }
}
