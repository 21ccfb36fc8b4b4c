// A member's unfinished input across a new login (spec §6: an expired session prompts a new
// login, and the member comes back to the same place with their input kept). Forms that
// want it are watched under a key (the page and the form's name). When the session expires,
// the app keeps every watched form's values in session storage (this tab only, gone when it
// closes) with the id of the member who was logged in (never their name: two members may share
// one); back on the page after logging in as the same member, the form takes them, once. A
// logout forgets them all. Without an id (a session stored by an older version) nothing is kept.

const prefix = 'keptInput:'

/** The member id whose input it is. */
type Owner = number

interface Kept {
  owner: Owner
  values: unknown
}

export interface KeptInput {
  /**
   * Watches a form on screen: `read` gives its values now (undefined: nothing to keep).
   * Returns the unwatch function.
   */
  watch(key: string, read: () => unknown): () => void
  /** The session expired: keep every watched form's values for `owner` (none: keep nothing). */
  keepAll(owner: Owner | undefined): void
  /**
   * The values kept under `key` for `owner`, once (they are forgotten as they are read, also
   * when they were someone else's). No owner takes nothing and leaves them be.
   */
  take(key: string, owner: Owner | undefined): unknown
  /** A logout: nothing kept is shown to the next person in this tab. */
  forgetAll(): void
}

/** `getStorage` gives sessionStorage; storage that is missing or throws keeps nothing. */
export function createKeptInput(getStorage: () => Storage | undefined): KeptInput {
  const watched = new Map<string, () => unknown>()
  const storage = () => {
    try {
      return getStorage()
    } catch {
      return undefined
    }
  }
  const attempt = <T>(work: (target: Storage) => T): T | undefined => {
    try {
      const target = storage()
      return target ? work(target) : undefined
    } catch {
      return undefined
    }
  }

  return {
    watch(key, read) {
      watched.set(key, read)
      return () => {
        if (watched.get(key) === read) watched.delete(key)
      }
    },
    keepAll(owner) {
      if (owner === undefined) return
      for (const [key, read] of watched) {
        const values = read()
        // a form with nothing to keep (already sent) writes nothing
        if (values === undefined) continue
        const kept: Kept = { owner, values }
        attempt((target) => target.setItem(prefix + key, JSON.stringify(kept)))
      }
    },
    take(key, owner) {
      if (owner === undefined) return undefined
      const text = attempt((target) => {
        const found = target.getItem(prefix + key)
        target.removeItem(prefix + key)
        return found
      })
      if (!text) return undefined
      try {
        const kept = JSON.parse(text) as Partial<Kept>
        return kept.owner === owner ? kept.values : undefined
      } catch {
        return undefined
      }
    },
    forgetAll() {
      attempt((target) => {
        const keys = Array.from({ length: target.length }, (_, index) => target.key(index))
        for (const key of keys) if (key?.startsWith(prefix)) target.removeItem(key)
      })
    },
  }
}

/** The app's kept input, in this tab's session storage. */
export const keptInput: KeptInput = createKeptInput(() => globalThis.sessionStorage)
