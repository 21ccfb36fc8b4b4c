// One entry's status as Server-Sent Events: the status at once, then each change the process's
// tick brings (server/services/waitingRoom/stream.ts), and a heartbeat comment that also keeps the
// member counted as there. The stream ends once it is the member's turn or the sale is over.
import type { RequestContext } from '../http/handler'
import { type Entry, touchEntry } from '../services/waitingRoom/entries'
import type { RoomRow } from '../services/waitingRoom/rooms'
import type { WaitingRoomStatus } from '../services/waitingRoom/status'

const heartbeatMs = 15_000
/** the heartbeats between two writes of "still there" */
const seenEvery = 4

const ends = (status: WaitingRoomStatus) => status.state === 'yourTurn' || status.state === 'closed'

export async function openStatusStream(ctx: RequestContext, entry: Entry, room: RoomRow) {
  const { reply, waitingRoom } = ctx
  const first = await waitingRoom.status(ctx.db, entry, room, ctx.now())
  reply.hijack()
  const raw = reply.raw
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // a proxy in front must pass each event on as it comes
    'x-accel-buffering': 'no',
  })
  const write = (text: string) => raw.write(`event: status\ndata: ${text}\n\n`)
  const text = JSON.stringify(first)
  write(text)
  if (ends(first)) {
    raw.end()
    return
  }
  let beats = 0
  const heartbeat = setInterval(() => {
    raw.write(': heartbeat\n\n')
    if (++beats % seenEvery === 0) touchEntry(ctx.db, entry, ctx.now()).catch(() => {})
  }, heartbeatMs)
  heartbeat.unref()
  const remove = waitingRoom.streams.add({
    entry,
    last: text,
    send(status, next) {
      write(next)
      if (ends(status)) raw.end()
    },
  })
  raw.on('close', () => {
    clearInterval(heartbeat)
    remove()
  })
}
