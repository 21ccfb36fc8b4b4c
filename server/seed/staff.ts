// The demo box office's staff (issue #35): one of each role, with one password and a fixed
// authenticator secret each (documented in the README), marked `demo` so `npm run office:code`
// may print their current code. Runs inside the seed's transaction.
import type { Kysely } from 'kysely'
import type { StaffRole } from '../../domain/office/roles'
import type { DB } from '../db/schema'
import { hashPassword } from '../services/passwords'

/** Every demo staff member's password. */
export const demoStaffPassword = 'Office2026!'

/** The demo staff, with the base32 secret their authenticator app would hold. */
export const demoStaff: readonly {
  email: string
  name: string
  role: StaffRole
  totpSecret: string
}[] = [
  {
    email: 'admin@office.demo.citytix.hk',
    name: 'Ada Lam',
    role: 'administrator',
    totpSecret: 'NXI4D4PTRYT47QPWVYOJHYHLLHLWJTUH',
  },
  {
    email: 'events@office.demo.citytix.hk',
    name: 'Ben Ho',
    role: 'event_manager',
    totpSecret: 'IWATRVUQKM74GGOCPNDN35QMCFJ6NEI2',
  },
  {
    email: 'service@office.demo.citytix.hk',
    name: 'Carmen Wong',
    role: 'customer_service',
    totpSecret: 'VXBCY3HGS7MIGFK7P3YRB7M6N26GA437',
  },
  {
    email: 'door@office.demo.citytix.hk',
    name: 'Dickson Chan',
    role: 'door_staff',
    totpSecret: 'RAGSM5JMIX3EEKIOCAYPV57MRLTP7WVL',
  },
]

export async function seedStaff(db: Kysely<DB>): Promise<void> {
  // one hash for all four: the same password
  const passwordHash = await hashPassword(demoStaffPassword)
  await db
    .insertInto('staff')
    .values(
      demoStaff.map((staff) => ({
        email: staff.email,
        name: staff.name,
        role: staff.role,
        password_hash: passwordHash,
        totp_secret: staff.totpSecret,
        demo: true,
      })),
    )
    .execute()
}
