// Valid sessions kept in this process's memory, so a member request skips the sessions read
// (otherwise one database round trip of every member request). Several processes share one
// PostgreSQL, and a logged-out session must stop working at once in all of them, so a time
// limit on the entries is not enough: a revocation (sessions.ts) notifies every process in its
// own commit (NOTIFY citytix_sessions), each process drops the entries and answers with an
// acknowledgement, and the logout (or password change) answers only once every listening
// process has acknowledged. docs/decisions/0006-selling.md has the reasoning.
//
// - An entry is used only while this process's LISTEN connection is up; when it drops, the
//   entries are dropped and every lookup reads the database until it is listening again.
// - A read that began before a revocation arrived is not kept (`mark`/`keep`): it may have
//   seen the session before the revocation committed.
// - Expiry needs no message: an entry keeps its expiry and is not used after it.
// PGlite runs in one process and its round trips are function calls: it has no cache.
import { randomUUID } from 'node:crypto'
import pg from 'pg'

export const sessionsChannel = 'citytix_sessions'
/** A listening connection's application_name: how a revoker finds every listening process. */
const listenerPrefix = 'citytix-sessions:'
const maxEntries = 50_000
/** How long a revoker waits for the acknowledgements (a process that stalls longer is let be). */
const ackTimeoutMs = 2_000
const reconnectMs = 1_000
/** Acknowledgements are kept this long for a revoker to collect. */
const ackKeepMs = 30_000

export interface CachedSession {
  sessionId: number
  memberId: number
  expiresAt: Date
}

export interface SessionCache {
  /** The session of a token hash when this process knows it is still valid at `now`. */
  get(tokenHash: string, now: Date): CachedSession | undefined
  /** Taken before a database read of a session; `keep` refuses the read if a revocation came since. */
  mark(): number
  keep(tokenHash: string, session: CachedSession, mark: number): void
  /** Resolves once every listening process has dropped the sessions of revocation `notice`. */
  forgotten(notice: string): Promise<void>
  close(): Promise<void>
}

/**
 * The NOTIFY payload of a revocation. Every revocation drops every entry of every process:
 * revocations are rare (a logout, a new password or email), and a cache that forgets too much
 * only reads the database again.
 */
export const revocationNotice = () => `r:${randomUUID()}`

export function createSessionCache(url: string): SessionCache {
  const listenerId = randomUUID()
  const entries = new Map<string, CachedSession>()
  /** acknowledgements by revocation id: the listener ids that dropped its sessions */
  const acks = new Map<string, Set<string>>()
  const ackWaiters = new Set<() => void>()
  let listener: pg.Client | undefined
  let generation = 0
  let closed = false

  const forgetAll = () => {
    entries.clear()
    generation++
  }

  const onNotice = (payload: string) => {
    const [type, id, from] = payload.split(':')
    if (!id) return
    if (type === 'r') {
      forgetAll()
      // the entries are gone before the acknowledgement leaves
      listener
        ?.query('select pg_notify($1, $2)', [sessionsChannel, `a:${id}:${listenerId}`])
        .catch(() => {})
      return
    }
    if (type !== 'a' || !from) return
    let set = acks.get(id)
    if (!set) {
      set = new Set()
      acks.set(id, set)
      setTimeout(() => acks.delete(id), ackKeepMs).unref()
    }
    set.add(from)
    for (const wake of ackWaiters) wake()
  }

  const down = (client: pg.Client) => {
    if (listener !== client) return
    listener = undefined
    forgetAll()
    client.end().catch(() => {})
    if (!closed) setTimeout(connect, reconnectMs).unref()
  }

  async function connect() {
    if (closed) return
    const client = new pg.Client({
      connectionString: url,
      application_name: `${listenerPrefix}${listenerId}`,
    })
    client.on('notification', (message) => onNotice(message.payload ?? ''))
    // from the start: a connection lost during LISTEN emits 'error', which unhandled would end
    // the process (down() ignores a client that is not yet the listener; the catch retries)
    client.on('error', () => down(client))
    try {
      await client.connect()
      await client.query(`listen ${sessionsChannel}`)
    } catch {
      client.end().catch(() => {})
      if (!closed) setTimeout(connect, reconnectMs).unref()
      return
    }
    if (closed) {
      await client.end().catch(() => {})
      return
    }
    client.on('end', () => down(client))
    // entries start from nothing: a revocation before LISTEN was in place was never heard
    forgetAll()
    listener = client
  }
  void connect()

  return {
    get(tokenHash, now) {
      if (!listener) return undefined
      const session = entries.get(tokenHash)
      return session && +session.expiresAt > +now ? session : undefined
    },
    mark: () => generation,
    keep(tokenHash, session, mark) {
      if (!listener || mark !== generation) return
      if (entries.size >= maxEntries) entries.clear()
      entries.set(tokenHash, session)
    },
    async forgotten(notice) {
      const id = notice.split(':')[1] ?? ''
      const until = Date.now() + ackTimeoutMs
      let listening: string[] | undefined
      try {
        if (listener) {
          const { rows } = await listener.query<{ id: string }>(
            `select substr(application_name, length($1) + 1) as id from pg_stat_activity
             where datname = current_database() and application_name like $1 || '%'`,
            [listenerPrefix],
          )
          listening = rows.map((row) => row.id)
        }
      } catch {}
      const done = () => listening?.every((process) => acks.get(id)?.has(process)) ?? false
      while (!done() && Date.now() < until) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            ackWaiters.delete(wake)
            clearTimeout(timer)
            resolve()
          }
          const timer = setTimeout(wake, Math.max(1, until - Date.now()))
          ackWaiters.add(wake)
        })
      }
    },
    async close() {
      closed = true
      const client = listener
      listener = undefined
      forgetAll()
      await client?.end().catch(() => {})
    },
  }
}
