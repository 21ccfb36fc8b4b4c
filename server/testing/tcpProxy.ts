// A TCP proxy the tests put between the server and PostgreSQL, to cut the database away and
// bring it back the way a network failure or a database restart would.
import { createServer, Socket } from 'node:net'

export interface TcpProxy {
  port: number
  /** Drops every open connection and refuses new ones until `restore`. */
  cut(): void
  restore(): void
  close(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>()
  let down = false
  const server = createServer((client) => {
    if (down) {
      client.resetAndDestroy()
      return
    }
    const upstream = new Socket()
    upstream.connect(target.port, target.host)
    for (const socket of [client, upstream]) {
      open.add(socket)
      socket.on('close', () => open.delete(socket))
      socket.on('error', () => {})
    }
    client.pipe(upstream).pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('proxy has no port')
  return {
    port: address.port,
    cut() {
      down = true
      for (const socket of open) socket.resetAndDestroy()
    },
    restore() {
      down = false
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
