// Test runner of the server-postgres project: when the global setup found no PostgreSQL (it
// printed why), every test is collected as skipped instead of failing or silently running on
// PGlite a second time. Nothing of a skipped file runs, not even its beforeAll.
import { type RunnerTask, type RunnerTestFile, TestRunner } from 'vitest'

function skip(task: RunnerTask) {
  if (task.mode !== 'todo') task.mode = 'skip'
  if ('tasks' in task) for (const child of task.tasks) skip(child)
}

export default class PostgresRunner extends TestRunner {
  onCollected(files: RunnerTestFile[]) {
    if (this.injectValue('postgresTemplateUrl')) return
    for (const file of files) skip(file)
  }
}
