// Setup file of the server-postgres test project: test databases are copies of the run's
// migrated template (harness.ts `testDatabase`).
import { inject } from 'vitest'

const template = inject('postgresTemplateUrl')
if (template) process.env.TEST_DATABASE_TEMPLATE_URL = template
