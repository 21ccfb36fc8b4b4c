// A tiny build folder for tests (instead of running Vite): index.html with an inline script and
// a module script, a large hashed script precompressed by the build plugin's own function, and
// a small stylesheet left uncompressed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { precompress } from '../../scripts/vite-precompress'

export const fakeInlineScript = 'document.documentElement.dataset.theme="night"'

export const fakeIndexHtml = `<!doctype html>
<html lang="zh-Hant">
  <head>
    <script>${fakeInlineScript}</script>
    <title>Citytix</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
    <link rel="stylesheet" href="/assets/index-Ef56Gh78.css">
  </head>
  <body><div id="root"></div></body>
</html>
`

export const fakeScript = `${'export const greeting = "hello, Hong Kong";\n'.repeat(200)}`
export const fakeStyle = 'body{margin:0}'

export async function makeFakeDist() {
  const dir = mkdtempSync(join(tmpdir(), 'citytix-dist-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), fakeIndexHtml)
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js'), fakeScript)
  writeFileSync(join(dir, 'assets/index-Ef56Gh78.css'), fakeStyle)
  const compressed = await precompress(dir, [
    'index.html',
    'assets/index-Ab12Cd34.js',
    'assets/index-Ef56Gh78.css',
  ])
  return { dir, compressed, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
