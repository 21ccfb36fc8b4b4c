// `npm run office:admin`: the box office's first administrator (issue #35), or another one.
//   npm run office:admin -- --email ada@citytix.example --name "Ada Lam" --password 'S3cret-2026'
// Without the flags it asks on the terminal (the password is not echoed). Prints the
// authenticator's secret and its otpauth:// URI, once: add it to an authenticator app, then sign
// in at /Office/Login.html. On PGlite, stop the server first (the embedded database belongs to
// one process).
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { addStaffSchema } from '../domain/forms/officeStaff'
import { issueMessages } from '../domain/validation/issueMessages'
import { readConfig } from './config'
import { openMigratedDatabase } from './db/database'
import { i18nFor } from './i18n'
import { createStaff, findStaffByEmail } from './services/office/staff'
import { totpUri } from './services/office/totp'

const usage =
  'usage: npm run office:admin -- --email <address> --name <name> --password <8 to 20 characters>'

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    help: { type: 'boolean' },
  },
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}

/** Asks for what the flags did not give; the password without echoing it. */
async function ask(): Promise<Record<string, string | undefined>> {
  const given = { email: values.email, name: values.name, password: values.password }
  if (given.email && given.name && given.password) return given
  if (!process.stdin.isTTY) {
    console.error(`${usage}\n(no terminal to ask on: give every flag)`)
    process.exit(2)
  }
  const terminal = createInterface({ input: process.stdin, output: process.stdout })
  let muted = false
  const write = (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput
  Object.assign(terminal, {
    _writeToOutput(text: string) {
      if (muted && text !== '\r\n' && text !== '\n') return
      write.call(terminal, text)
    },
  })
  try {
    given.email ||= await terminal.question('Email: ')
    given.name ||= await terminal.question('Name: ')
    if (!given.password) {
      process.stdout.write('Password (8 to 20 characters, not shown): ')
      muted = true
      given.password = await terminal.question('')
      muted = false
      process.stdout.write('\n')
    }
  } finally {
    terminal.close()
  }
  return given
}

const parsed = v.safeParse(addStaffSchema, { ...(await ask()), role: 'administrator' })
if (!parsed.success) {
  for (const [field, message] of Object.entries(issueMessages(parsed.issues, i18nFor('en'))))
    console.error(`${field}: ${message}`)
  process.exit(2)
}
const staff = parsed.output

const config = readConfig()
const database = await openMigratedDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 1,
})
let exitCode = 0
try {
  if (await findStaffByEmail(database.db, staff.email)) {
    console.error(`a staff account with the email ${staff.email} exists already`)
    exitCode = 1
  } else {
    const { id, totpSecret } = await createStaff(database.db, staff)
    console.log(`Administrator ${staff.name} <${staff.email}> added (staff id ${id}).`)
    console.log('Add this to an authenticator app (it is shown only now):')
    console.log(`  secret: ${totpSecret}`)
    console.log(`  URI:    ${totpUri(totpSecret, staff.email)}`)
    console.log('Then sign in at /Office/Login.html with the email, the password and its code.')
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  await database.close()
}
process.exit(exitCode)
