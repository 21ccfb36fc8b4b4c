// Setup file of the server-pglite test project: test databases start from the migrated dump
// (harness.ts `testDatabase`).
import { inject } from 'vitest'

process.env.TEST_PGLITE_TEMPLATE = inject('pgliteTemplatePath')
