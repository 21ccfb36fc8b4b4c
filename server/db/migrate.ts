// Migrations are TypeScript modules in ./migrations, applied in name order by Kysely's
// Migrator (which takes a lock, so two processes starting together migrate once).
import { type Kysely, type Migration, Migrator } from 'kysely'
import * as catalogue from './migrations/0001_catalogue'
import * as members from './migrations/0002_members'
import * as sessions from './migrations/0003_sessions'
import * as mail from './migrations/0004_mail_and_codes'
import * as actionTokens from './migrations/0005_action_tokens'
import * as uploads from './migrations/0006_uploads'
import * as catalogueVersionEverywhere from './migrations/0007_catalogue_version_everywhere'
import * as selling from './migrations/0008_selling'
import * as requests from './migrations/0009_requests'
import * as botChecks from './migrations/0010_bot_checks'
import * as ballot from './migrations/0011_ballot'
import * as holdQuantities from './migrations/0012_hold_quantities'
import * as seatStatus from './migrations/0013_seat_status'
import * as saleInOneCall from './migrations/0014_sale_in_one_call'
import * as seatRows from './migrations/0015_seat_rows'
import * as changeRequestConfirmation from './migrations/0016_change_request_confirmation'
import * as waitingRoom from './migrations/0017_waiting_room'
import * as mailAttachments from './migrations/0018_mail_attachments'
import * as officeStaff from './migrations/0019_office_staff'
import * as ticketTypes from './migrations/0021_ticket_types'
import * as ticketTypeSelling from './migrations/0021_ticket_types_selling'
import * as officeEvents from './migrations/0022_office_events'
import * as ballots from './migrations/0024_ballots'
import * as performanceSales from './migrations/0025_performance_sales'

export const migrations: Record<string, Migration> = {
  '0001_catalogue': catalogue,
  '0002_members': members,
  '0003_sessions': sessions,
  '0004_mail_and_codes': mail,
  '0005_action_tokens': actionTokens,
  '0006_uploads': uploads,
  '0007_catalogue_version_everywhere': catalogueVersionEverywhere,
  '0008_selling': selling,
  '0009_requests': requests,
  '0010_bot_checks': botChecks,
  '0011_ballot': ballot,
  '0012_hold_quantities': holdQuantities,
  '0013_seat_status': seatStatus,
  '0014_sale_in_one_call': saleInOneCall,
  '0015_seat_rows': seatRows,
  '0016_change_request_confirmation': changeRequestConfirmation,
  '0017_waiting_room': waitingRoom,
  '0018_mail_attachments': mailAttachments,
  '0019_office_staff': officeStaff,
  '0021_ticket_types': ticketTypes,
  '0021_ticket_types_selling': ticketTypeSelling,
  '0022_office_events': officeEvents,
  '0025_performance_sales': performanceSales,
  '0024_ballots': ballots,
}

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
    // work on separate branches lands in any order: a data folder that has run a later-numbered
    // migration still runs an earlier one that arrives after it (each stands alone)
    allowUnorderedMigrations: true,
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName
    throw new Error(`database migration ${failed ?? ''} failed: ${String(error)}`, {
      cause: error,
    })
  }
}
