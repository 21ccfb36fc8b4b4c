// The status streams of this process: one set of listeners per room, told after each read of
// the rooms (once per tick). Each listener's status is worked out in memory from its entry and
// the room; only a change is sent.
import type { Entry } from './entries'
import type { RoomRow } from './rooms'
import type { WaitingRoomStatus } from './status'

export interface StatusListener {
  entry: Entry
  /** the last status sent, as sent */
  last: string
  send(status: WaitingRoomStatus, text: string): void
}

export interface StatusStreams {
  add(listener: StatusListener): () => void
  /** tells every listener of the room its status, when it changed */
  tell(room: RoomRow, status: (entry: Entry) => WaitingRoomStatus): void
  count(): number
}

export function createStatusStreams(): StatusStreams {
  const byRoom = new Map<number, Set<StatusListener>>()
  return {
    add(listener) {
      const room = listener.entry.performanceId
      const set = byRoom.get(room) ?? new Set<StatusListener>()
      byRoom.set(room, set)
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0) byRoom.delete(room)
      }
    },
    tell(room, status) {
      for (const listener of byRoom.get(room.performanceId) ?? []) {
        const next = status(listener.entry)
        const text = JSON.stringify(next)
        if (text === listener.last) continue
        listener.last = text
        listener.send(next, text)
      }
    },
    count: () => [...byRoom.values()].reduce((sum, set) => sum + set.size, 0),
  }
}
