import type { Plugin } from 'vite'
import { firstPaintScript } from '../design-system/preferences/firstPaint.ts'

/** Injects the preference script at the top of <head> in index.html (dev and build). */
export function firstPaintPlugin(): Plugin {
  return {
    name: 'citytix-first-paint',
    transformIndexHtml: () => [
      { tag: 'script', children: firstPaintScript(), injectTo: 'head-prepend' },
    ],
  }
}
