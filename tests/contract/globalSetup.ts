// Starts the Prism mock of openapi.yaml for the contract tests and stops it afterwards. Also
// hands the tests openapi.yaml as JSON (bundled by Redocly), so they can validate answers.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { contractHost, contractPort } from './mock'

const root = new URL('../..', import.meta.url).pathname
const bin = (name: string) => join(root, 'node_modules/.bin', name)
// no analytics calls from the mock or the bundler during tests
const env = { ...process.env, SCARF_ANALYTICS: 'false', REDOCLY_TELEMETRY: 'off' }

declare module 'vitest' {
  export interface ProvidedContext {
    openapi: Record<string, unknown>
  }
}

async function waitForMock(prism: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (prism.exitCode !== null) throw new Error(`Prism exited with ${prism.exitCode}`)
    try {
      await fetch(`http://${contractHost}:${contractPort}/api/is_hot_event.do`)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error('Prism did not start within 60 seconds')
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'citytix-contract-'))
  const bundled = join(dir, 'openapi.json')
  execFileSync(bin('redocly'), ['bundle', join(root, 'openapi.yaml'), '-o', bundled], {
    env,
    stdio: 'ignore',
  })
  project.provide('openapi', JSON.parse(readFileSync(bundled, 'utf8')))

  const prism = spawn(
    bin('prism'),
    [
      'mock',
      '--host',
      contractHost,
      '--port',
      String(contractPort),
      '--errors',
      join(root, 'openapi.yaml'),
    ],
    { env, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  await waitForMock(prism, Date.now() + 60_000)

  return () => {
    prism.kill()
    rmSync(dir, { recursive: true, force: true })
  }
}
