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

/** The build's file; undefined for a build without one (another app's, as the web benchmark's floor). */
export function readFirstViewAssets(distDir: string): FirstViewAssets | undefined {
  const path = join(distDir, firstViewAssetsFile)
  if (!existsSync(path)) return undefined
  return JSON.parse(readFileSync(path, 'utf8')) as FirstViewAssets
}
