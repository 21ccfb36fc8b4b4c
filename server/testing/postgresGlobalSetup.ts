// Global setup of the server-postgres test project: one migrated template database per run
// (citytix_test_<pid>_<time>), which every test database copies (CREATE DATABASE … TEMPLATE,
// see harness.ts), and everything of this run dropped at the end. When nothing answers on
// 127.0.0.1:5432 it says so in one line and the project's tests are skipped
// (postgresRunner.ts), so a machine without PostgreSQL still runs the server tests on PGlite.
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { migrateToLatest } from '../db/migrate'

export const postgresAddress = { host: '127.0.0.1', port: 5432, user: 'postgres' }

declare module 'vitest' {
  export interface ProvidedContext {
    /** the migrated template database's URL, or '' when PostgreSQL is not reachable */
    postgresTemplateUrl: string
  }
}

export function postgresUrl(database: string): string {
  const { user, host, port } = postgresAddress
  return `postgres://${user}@${host}:${port}/${database}`
}

/** Drops every database whose name starts with `prefix` (closing their connections). */
export async function dropDatabases(admin: pg.Client, prefix: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1)',
    [prefix],
  )
  for (const { datname } of rows) {
    await admin.query(`drop database if exists "${datname}" with (force)`)
  }
}

async function connectAdmin(): Promise<pg.Client | undefined> {
  const admin = new pg.Client({
    connectionString: postgresUrl('postgres'),
    connectionTimeoutMillis: 3_000,
  })
  try {
    await admin.connect()
    return admin
  } catch {
    await admin.end().catch(() => {})
    return undefined
  }
}

export default async function setup(project: TestProject) {
  const admin = await connectAdmin()
  if (!admin) {
    console.warn(
      `PostgreSQL on ${postgresAddress.host}:${postgresAddress.port} is not reachable: server tests ran on PGlite only`,
    )
    project.provide('postgresTemplateUrl', '')
    return
  }
  const template = `citytix_test_${process.pid}_${Date.now()}`
  await admin.query(`create database "${template}"`)
  const pool = new pg.Pool({ connectionString: postgresUrl(template), max: 1 })
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) })
  try {
    await migrateToLatest(db)
  } finally {
    // a template must have no open connections when it is copied
    await db.destroy()
  }
  project.provide('postgresTemplateUrl', postgresUrl(template))

  return async () => {
    try {
      // the copies are named after the template (`<template>_<worker pid>_<n>`)
      await dropDatabases(admin, template)
    } finally {
      await admin.end()
    }
  }
}
