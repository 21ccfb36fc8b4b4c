import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// What a page whose first view the server draws needs beyond index.html, written by the build
// (scripts/vite-home-preload.ts) next to it and read by the server (firstViewPage.ts).

/** The file in the build (dist/). */
export const firstViewAssetsFile = 'first-view.json'

export interface FirstViewAssets {
  /** The home's stylesheets, linked so the first view is drawn with its styles. */
  styles: string[]
  /** The entry's module scripts, whose tags the page leaves out (index.html's inline script imports them). */
  entry: string[]
}

/**
 * The entry's module script tags as Vite writes them into index.html, each with its `src`
 * (group 1) and the indent and line end around it, so a page can leave a tag out whole. The
 * build lists the entry from them (scripts/vite-home-preload.ts); the server takes them out of
 * a page whose first view it draws (firstViewPage.ts).
 */
export const moduleScriptTag = /[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\n?/g

/** The build's file; undefined for a build without one (another app's, as the web benchmark's floor). */
export function readFirstViewAssets(distDir: string): FirstViewAssets | undefined {
  const path = join(distDir, firstViewAssetsFile)
  if (!existsSync(path)) return undefined
  return JSON.parse(readFileSync(path, 'utf8')) as FirstViewAssets
}
