import { readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const compressBrotli = promisify(brotliCompress)
const compressGzip = promisify(gzip)

/** Text files worth compressing, and the size below which it saves nothing. */
const compressible = /\.(js|mjs|css|html|svg|json)$/
export const precompressFrom = 1024

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) next to every text file
 * over 1 KB, so the server sends the smallest encoding the browser accepts without
 * compressing anything per request. Returns the files it compressed.
 */
export async function precompress(dir: string, files: readonly string[]): Promise<string[]> {
  const done: string[] = []
  await Promise.all(
    files
      .filter((file) => compressible.test(file))
      .map(async (file) => {
        const path = join(dir, file)
        if ((await stat(path)).size <= precompressFrom) return
        const bytes = await readFile(path)
        const [br, gz] = await Promise.all([
          compressBrotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          compressGzip(bytes, { level: 9 }),
        ])
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        done.push(file)
      }),
  )
  return done
}

/** Build only: precompresses what the build wrote (served by server/http/staticSite.ts). */
export function precompressPlugin(): Plugin {
  return {
    name: 'citytix-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return
      await precompress(options.dir, Object.keys(bundle))
    },
  }
}
