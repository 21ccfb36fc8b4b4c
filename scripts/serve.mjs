// Serves the built app (dist/) on one port and answers the API with the Prism mock of
// openapi.yaml, until the real server takes over. SPA routes fall back to index.html.
import { spawn } from 'node:child_process'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'

const root = new URL('..', import.meta.url).pathname
// DIST_DIR: a build of one's own (tests run beside others on the same checkout)
const dist = process.env.DIST_DIR ?? join(root, 'dist')
const port = Number(process.env.PORT ?? 8080)
const host = process.env.HOST ?? '127.0.0.1'
const mockPort = Number(process.env.MOCK_PORT ?? port + 1)

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
}

/** API calls of spec section 7: /api/…, /data/….json and the legacy *.do form posts. */
const isApi = (path) =>
  path.startsWith('/api/') || path.startsWith('/data/') || path.endsWith('.do')

// the mock runs on this same Node, whatever `node` is first on PATH
const prism = spawn(
  process.execPath,
  [
    join(root, 'node_modules/.bin/prism'),
    'mock',
    '--host',
    '127.0.0.1',
    '--port',
    String(mockPort),
    '--errors',
    join(root, 'openapi.yaml'),
  ],
  { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, SCARF_ANALYTICS: 'false' } },
)
prism.on('exit', (code) => {
  if (code !== null && code !== 0) console.error(`citytix: the API mock exited with ${code}`)
})

function proxy(req, res) {
  const upstream = request(
    { host: '127.0.0.1', port: mockPort, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({ code: 'SERVER_BUSY', message: 'Server is busy, please try again later.' }),
    )
  })
  req.pipe(upstream)
}

function sendFile(res, file, cache) {
  res.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'cache-control': cache ? 'public, max-age=31536000, immutable' : 'no-cache',
  })
  createReadStream(file).pipe(res)
}

function sendError(res, status, code, message) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify({ code, message }))
}

const server = createServer((req, res) => {
  let path
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
  } catch {
    // not valid percent-encoding (/%E0): bad input, never a crash
    return sendError(
      res,
      400,
      'VALIDATION_FAILED',
      'Some information is missing or not valid. Please check and try again.',
    )
  }
  if (isApi(path)) return proxy(req, res)
  const file = normalize(join(dist, path))
  if (file.startsWith(dist + sep) && existsSync(file) && statSync(file).isFile()) {
    return sendFile(res, file, path.startsWith('/assets/'))
  }
  sendFile(res, join(dist, 'index.html'), false)
})

server.listen(port, host, () => {
  console.log(`Citytix is running at http://${host}:${port}/`)
})

const stop = () => {
  prism.kill()
  server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
