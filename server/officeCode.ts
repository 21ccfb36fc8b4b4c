// `npm run office:code -- --email <address>`: the current authenticator code of a demo staff
// account (the seed's, `staff.demo`), for trying the box office without an authenticator app.
// A real account's code is never printed: its secret is its authenticator's alone.
import { parseArgs } from 'node:util'
import { readConfig } from './config'
import { openMigratedDatabase } from './db/database'
import { findStaffByEmail } from './services/office/staff'
import { totpCode } from './services/office/totp'

const { values } = parseArgs({ options: { email: { type: 'string' } } })
if (!values.email) {
  console.error('usage: npm run office:code -- --email <a demo staff address>')
  process.exit(2)
}

const config = readConfig()
const database = await openMigratedDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 1,
})
let exitCode = 0
try {
  const staff = await findStaffByEmail(database.db, values.email)
  if (!staff) {
    console.error(`no staff account has the email ${values.email}`)
    exitCode = 1
  } else if (!staff.demo) {
    console.error(`${staff.email} is not a demo account: read its code in its authenticator app`)
    exitCode = 1
  } else {
    const now = new Date()
    const left = 30 - (Math.floor(+now / 1000) % 30)
    console.log(`${totpCode(staff.totp_secret, now)}  (${staff.email}, good for ${left} s more)`)
  }
} finally {
  await database.close()
}
process.exit(exitCode)
