import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database'
import { testDatabase } from '../../testing/harness'
import { insertStaff, staffToken } from '../../testing/staffSessions'
import { recordAudit } from './audit'
import { endAllStaffSessions } from './staff'

let database: Database
beforeAll(async () => {
  database = await testDatabase()
})
afterAll(() => database.close())

describe('the office audit log and staff sessions', () => {
  it('keeps who changed what and when, with the before and after, only if the change commits', async () => {
    const { db } = database
    const { id } = await insertStaff(db, 'event_manager')
    const at = new Date('2026-12-02T10:00:00Z')
    await db.transaction().execute((tx) =>
      recordAudit(tx, {
        staffId: id,
        action: 'updateOfficeEvent',
        target: 'event:8012',
        before: { published: false },
        after: { published: true },
        at,
      }),
    )
    await db
      .transaction()
      .execute(async (tx) => {
        await recordAudit(tx, {
          staffId: id,
          action: 'lost',
          target: 'event:1',
          before: null,
          after: null,
        })
        throw new Error('the change failed')
      })
      .catch(() => undefined)
    const rows = await db.selectFrom('audit_log').selectAll().where('staff_id', '=', id).execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'updateOfficeEvent', target: 'event:8012' })
    expect(new Date(rows[0]?.at as Date).toISOString()).toBe(at.toISOString())
    const after = rows[0]?.after
    expect(typeof after === 'string' ? JSON.parse(after) : after).toEqual({ published: true })
  })

  it('ends every open session of a staff member at once', async () => {
    const { db } = database
    const { id } = await insertStaff(db, 'door_staff')
    await staffToken(db, 'door_staff', id)
    await staffToken(db, 'door_staff', id)
    const now = new Date('2026-12-02T11:00:00Z')
    await endAllStaffSessions(db, id, now)
    const open = await db
      .selectFrom('staff_sessions')
      .select('id')
      .where('staff_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute()
    expect(open).toEqual([])
  })
})
