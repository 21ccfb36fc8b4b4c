// The buyers' HTTP client, shared by the free-for-all race and the waiting room's crowd
// processes, and the percentile both report.
import { gunzipSync } from 'node:zlib'
import { Pool } from 'undici'

// undici rather than node:http: with node:http the bench's own CPU (its requests, their
// garbage) took a fifth of the machine in the race and its event loop ran up to seconds late,
// and every answer read late is timed late
const pools = new Map()
let connections = 256

/** The buyers' connections to each server process (the race's BENCH_CONNECTIONS). */
export function setConnections(perServer) {
  connections = perServer
}

/** A member's API request (`headers` over the bearer token), timed; the body parsed. */
export async function request(base, token, method, path, body, headers = {}) {
  let pool = pools.get(base)
  if (!pool) {
    pool = new Pool(base, { connections })
    pools.set(base, pool)
  }
  const payload = body === undefined ? undefined : JSON.stringify(body)
  const started = performance.now()
  const answer = await pool.request({
    method,
    path: `${path}${path.includes('?') ? '&' : '?'}locale=en_US`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // as a browser asks: a seat plan comes gzipped
      'accept-encoding': 'gzip',
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: payload,
  })
  const bytes = Buffer.from(await answer.body.arrayBuffer())
  return {
    status: answer.statusCode,
    body: bytes.length > 0 ? read(path, bytes, answer.headers['content-encoding']) : undefined,
    ms: performance.now() - started,
  }
}

export async function closePools() {
  for (const pool of pools.values()) await pool.destroy().catch(() => {})
  pools.clear()
}

// This script shares the machine with the servers it measures, so its own CPU is taken from
// theirs: a seat plan that comes back byte for byte is not parsed again (parsing thousands of
// plans of 1,000 seats was most of the race's client CPU).
const lastRead = new Map()
function read(path, bytes, encoding) {
  const last = lastRead.get(path)
  if (last?.bytes.equals(bytes)) return last.body
  const text = (encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString()
  const body = JSON.parse(text)
  if (text.length > 10_000) lastRead.set(path, { bytes, body })
  return body
}

export const percentile = (values, p) => {
  if (values.length === 0) return 0
  const sorted = Float64Array.from(values).sort()
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
