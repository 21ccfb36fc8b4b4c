// `npm run bench:api`: how fast the real server answers the busiest public reads, measured
// against nginx serving the very same response bytes from disk, in the same run, with the same
// load generator and connection count. Prints requests per second and p50 / p99 latency per
// endpoint and the ratio to nginx. Goal: ≥ 0.5× nginx, p99 ≤ 20 ms.
//
// Like for like: one Node process against one nginx worker (both can use a second core for the
// kernel's network work; autocannon runs on the same machine for both). The server runs on a
// fresh embedded database seeded with the demo data.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import {
  buildServer,
  ensureDebian,
  startServer,
  stopLater,
  stopServers,
  waitFor,
} from './benchServer.mjs'

const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const serverPort = 4700
const nginxPort = 4701
const work = mkdtempSync(join(tmpdir(), 'citytix-bench-'))
chmodSync(work, 0o755)

async function startNginx(endpoints) {
  const files = join(work, 'files')
  execFileSync('mkdir', ['-p', files])
  chmodSync(files, 0o755)
  const locations = []
  for (const [index, endpoint] of endpoints.entries()) {
    const answer = await fetch(`http://127.0.0.1:${serverPort}${endpoint.path}`)
    const file = join(files, `${index}.json`)
    writeFileSync(file, Buffer.from(await answer.arrayBuffer()))
    chmodSync(file, 0o644)
    locations.push(
      `location = ${endpoint.path.split('?')[0]} { default_type application/json; alias ${file}; }`,
    )
  }
  const config = join(work, 'nginx.conf')
  writeFileSync(
    config,
    `worker_processes 1;
daemon off;
pid ${join(work, 'nginx.pid')};
error_log ${join(work, 'nginx-error.log')};
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${work};
  proxy_temp_path ${work};
  fastcgi_temp_path ${work};
  uwsgi_temp_path ${work};
  scgi_temp_path ${work};
  server {
    listen 127.0.0.1:${nginxPort};
    ${locations.join('\n    ')}
  }
}
`,
  )
  stopLater(spawn('nginx', ['-c', config, '-p', work], { stdio: ['ignore', 'ignore', 'inherit'] }))
  await waitFor(`http://127.0.0.1:${nginxPort}${endpoints[0].path}`, 20)
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

const figures = (result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
})

function stop() {
  stopServers()
  rmSync(work, { recursive: true, force: true })
}

try {
  ensureDebian(['nginx', '-v'], 'nginx-light')
  buildServer()
  await startServer(serverPort, { DATA_DIR: join(work, 'data') })
  const first = await (
    await fetch(`http://127.0.0.1:${serverPort}/data/utsvEventList.json?locale=en_US&pageSize=24`)
  ).json()
  const eventId = first.data[0]?.id
  const endpoints = [
    { name: 'events list', path: '/data/utsvEventList.json?locale=en_US&pageSize=24' },
    { name: 'event detail', path: `/api/event/${eventId}.do?locale=en_US` },
    { name: 'search', path: '/api/search.do?q=hong%20kong&locale=en_US' },
  ]
  await startNginx(endpoints)
  console.log(
    `\nbench:api — ${connections} connections, ${duration} s per run, loopback, one Node process vs one nginx worker\n`,
  )
  const rows = []
  for (const endpoint of endpoints) {
    // warm both up so the first run is not a cold cache
    await fetch(`http://127.0.0.1:${serverPort}${endpoint.path}`)
    const ours = figures(await load(`http://127.0.0.1:${serverPort}${endpoint.path}`))
    const theirs = figures(await load(`http://127.0.0.1:${nginxPort}${endpoint.path}`))
    rows.push({
      endpoint: endpoint.name,
      'citytix req/s': ours.rps,
      'nginx req/s': theirs.rps,
      ratio: Number((ours.rps / theirs.rps).toFixed(2)),
      'p50 ms': ours.p50,
      'p99 ms': ours.p99,
      'nginx p99 ms': theirs.p99,
      errors: ours.errors,
    })
  }
  console.table(rows)
  const worst = Math.min(...rows.map((row) => row.ratio))
  const slowest = Math.max(...rows.map((row) => row['p99 ms']))
  console.log(
    `\nworst ratio to nginx ${worst} (goal ≥ 0.5), worst p99 ${slowest} ms (goal ≤ 20 ms)`,
  )
} finally {
  stop()
}
