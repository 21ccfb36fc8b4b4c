// The real server for the `server` Playwright project: builds the server (the app in dist/ is
// built by the test command) into a folder of its own per port, so runs on other ports never
// rebuild it under a running server, or takes the test command's build; then runs it on PORT
// over a fresh temporary DATA_DIR, which it creates and seeds on start and which is removed
// when the server stops.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = new URL('../..', import.meta.url).pathname
// `npm test` has built dist-server/ already and says so (E2E_SERVER_DIST): no second build
const prebuilt = process.env.E2E_SERVER_DIST
// otherwise inside node_modules, so the build's imports of packages resolve as they do from
// dist-server/
const outDir =
  prebuilt ?? join(root, 'node_modules/.cache/e2e-server', process.env.PORT ?? 'default')
if (!prebuilt) {
  const build = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/.bin/vite'),
      'build',
      '--config',
      'vite.server.config.ts',
      '--outDir',
      outDir,
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  )
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// NODE_ENV=test keeps the bot check's answers, which GET /dev/bot-check/:id gives the browser
// tests (server/http/botCheckAnswerPage.ts); no other server has that page
process.env.NODE_ENV = 'test'
// the demo's hot sale opens in four hours, its pre-queue in three and a half: the pages under
// test see an ordinary day, not a hot event's site
process.env.DEMO_HOT_SALE_MINUTES ??= '240'
// every browser of the suite comes from this one address: per-address limits (sign-ins,
// uncached catalogue reads) would make the suite's many members refuse one another. The limits
// have server tests of their own.
process.env.RATE_LIMIT_EXEMPT ??= '127.0.0.1,::1,::ffff:127.0.0.1'
const dataDir = mkdtempSync(join(tmpdir(), 'citytix-e2e-'))
process.env.DATA_DIR = dataDir
process.env.DIST_DIR ??= join(root, 'dist')
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))
await import(pathToFileURL(join(outDir, 'main.js')).href)
