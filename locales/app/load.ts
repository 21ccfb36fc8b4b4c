import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '../../domain/preferences'

// A built app loads a language in pieces, each with the code that shows it: the start piece
// with the start-up code, a screen's piece with the screen's chunk (scripts/vite-message-
// pieces.ts writes them and puts their hashes in place of the keys below). The dev server and
// the tests load a language's whole catalog at once.
const startPiece = '__msgpiece_start__'

/** Languages shown so far: a piece asked for later is loaded in each of them. */
const languages = new Set<Locale>()
/** Pieces asked for so far: a language shown later loads them all. */
const pieces = new Set<string>([startPiece])
const loading = new Map<string, Promise<void>>()

// the dev server's and the tests' whole catalogs, one chunk per language; the server's mail
// texts (locales/*/server.po) never reach the browser
const wholeCatalogs: Record<Locale, () => Promise<{ catalogs: Record<string, Messages> }>> = {
  en: () => import('./en'),
  'zh-Hans': () => import('./zh-Hans'),
  'zh-Hant': () => import('./zh-Hant'),
}

const fetchPiece = import.meta.env.PROD
  ? async (piece: string, locale: Locale): Promise<Messages> => {
      // next to this chunk (not `new URL(…, import.meta.url)`: Vite would look for the files)
      const url = import.meta.url.replace(/[^/]*$/, `messages-${piece}-${locale}.js`)
      const loaded: { default: Messages } = await import(/* @vite-ignore */ url)
      return loaded.default
    }
  : async (_piece: string, locale: Locale): Promise<Messages> => {
      const { catalogs } = await wholeCatalogs[locale]()
      return Object.assign({}, ...Object.values(catalogs))
    }

/**
 * Adds messages to a language. A piece for the language on screen goes in quietly: only the
 * code it came with uses it, which has not rendered yet, and `i18n.load` would draw every
 * translated text on the page again.
 */
function addMessages(locale: Locale, messages: Messages) {
  if (locale === i18n.locale) {
    const shown = i18n.messages
    Object.assign(shown, messages)
    // the catalog Lingui reads from, not a copy of it
    if (shown === i18n.messages) return
  }
  i18n.load(locale, { ...messages })
}

function loadPiece(piece: string, locale: Locale): Promise<void> {
  const key = `${piece} ${locale}`
  let loaded = loading.get(key)
  if (!loaded) {
    loaded = fetchPiece(piece, locale).then((messages) => addMessages(locale, messages))
    // a piece that failed to arrive is asked for again next time
    loaded.catch(() => loading.delete(key))
    loading.set(key, loaded)
  }
  return loaded
}

/** Loads a language's messages for everything on its way or shown so far. */
export async function loadLocale(locale: Locale): Promise<void> {
  languages.add(locale)
  await Promise.all([...pieces].map((piece) => loadPiece(piece, locale)))
}

/**
 * `chunk` (a lazily imported module) with its piece of messages, fetched in parallel; the
 * build wraps every `import('…')` of the project's code in it. `piece` is '' when the module
 * adds no message.
 */
export function withMessages<T>(chunk: Promise<T>, piece: string): Promise<T> {
  if (!piece) return chunk
  pieces.add(piece)
  const messages = [...languages].map((locale) => loadPiece(piece, locale))
  return Promise.all([chunk, ...messages]).then(([module]) => module)
}
