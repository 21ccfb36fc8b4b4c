// pgbench on the bench database, the yardstick of both runs: the race's bare seat claim (lock
// two seat rows, check, write the hold), and the waiting room's floor, one buyer's bare SQL
// (the hold, the checkout's preview, the sale with the simulated gateway's `pay_preview`), each
// buyer on a fresh pair of seats so that every sale sells.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { floorRows, floorSeatsPerRow, rows, seatsPerRow, shows, zoneId } from './catalogue.mjs'

/** Transactions (script runs) a second of pgbench running `sql` for `seconds`. */
export function pgbench({
  serverUrl,
  database,
  work,
  name,
  sql,
  clients = 32,
  seconds = 10,
  vars = {},
}) {
  const script = join(work, `${name}.sql`)
  writeFileSync(script, sql)
  const url = new URL(serverUrl)
  const output = execFileSync(
    'pgbench',
    [
      ...['-h', url.hostname, '-p', url.port || '5432'],
      ...['-U', decodeURIComponent(url.username || 'postgres')],
      ...Object.entries(vars).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
      ...['-n', '-f', script, '-c', String(clients), '-j', '2', '-T', String(seconds), database],
    ],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } },
  )
  const tps = /tps = ([\d.]+)/.exec(output)
  return tps ? Number(tps[1]) : Number.NaN
}

/** Two seats claimed at random on the race's twin performance, with the checks a hold makes. */
export const claimSql = `\\set r random(1, ${rows})
\\set s random(1, ${seatsPerRow - 1})
BEGIN;
SELECT seat_id, status, held_until FROM seats
  WHERE performance_id = ${shows.claimTwin} AND seat_id IN ('R' || :r || '-' || :s, 'R' || :r || '-' || (:s + 1))
  ORDER BY seat_id FOR UPDATE;
UPDATE seats SET hold_id = 'H-BENCH-' || :client_id, held_until = now() + interval '10 minutes'
  WHERE performance_id = ${shows.claimTwin} AND seat_id IN ('R' || :r || '-' || :s, 'R' || :r || '-' || (:s + 1));
COMMIT;
`

const preview = (
  performance,
  hold,
) => `SELECT id FROM holds WHERE member_id = :member AND status = 'held' AND expires_at > now();
INSERT INTO previews (id, kind, member_id, performance_id, hold_ids, ticket_count, collection_method,
  payment_method, ticket_total_cents, service_fee_cents, handling_fee_cents, delivery_fee_cents,
  discount_cents, grand_total_cents, created_at, expires_at)
  VALUES ('PF-' || :n, 'event', :member, ${performance}, jsonb_build_array('${hold}' || :n), 2, 'eTicket',
  'visa', 136000, 3800, 1500, 0, 0, 141300, now(), now() + interval '10 minutes');
SELECT pay_preview('PF-' || :n, 'event', :member, null, 'tok_visa_4242', 'visa', '**** **** **** 4242',
  'approve', 'AF-' || :n, to_char(now(), 'YYMMDD'), 'CF' || :n, now(), true);
`

// the buyer's member: one per pgbench client (`first_member` is the bench's first), so that
// each one's holds stay few

/** One buyer of two reserved seats: a fresh pair from the sequence `bench_floor`. */
export const floorReservedSql = `SELECT nextval('bench_floor') AS n \\gset
\\set member :first_member + :client_id
\\set r 1 + (:n / ${floorSeatsPerRow / 2}) % ${floorRows}
\\set s 1 + 2 * (:n % ${floorSeatsPerRow / 2})
BEGIN;
SELECT seat_id, status, held_until FROM seats
  WHERE performance_id = ${shows.floorReserved} AND seat_id IN ('R' || :r || '-' || :s, 'R' || :r || '-' || (:s + 1))
  ORDER BY seat_id FOR UPDATE;
UPDATE seats SET hold_id = 'HF-' || :n, held_until = now() + interval '10 minutes'
  WHERE performance_id = ${shows.floorReserved} AND seat_id IN ('R' || :r || '-' || :s, 'R' || :r || '-' || (:s + 1));
INSERT INTO holds (id, member_id, performance_id, created_at, expires_at)
  VALUES ('HF-' || :n, :member, ${shows.floorReserved}, now(), now() + interval '10 minutes');
COMMIT;
${preview(shows.floorReserved, 'HF-')}`

/** One buyer of two general-admission tickets on the floor's large quota. */
export const floorGeneralAdmissionSql = `SELECT nextval('bench_floor') AS n \\gset
\\set member :first_member + :client_id
BEGIN;
SELECT capacity, sold FROM ga_quotas WHERE performance_id = ${shows.floorGeneralAdmission} AND price_zone_id = ${zoneId} FOR UPDATE;
SELECT coalesce(sum(quantity), 0) FROM ga_holds
  WHERE performance_id = ${shows.floorGeneralAdmission} AND price_zone_id = ${zoneId} AND held_until > now();
INSERT INTO holds (id, member_id, performance_id, created_at, expires_at)
  VALUES ('HG-' || :n, :member, ${shows.floorGeneralAdmission}, now(), now() + interval '10 minutes');
INSERT INTO ga_holds (hold_id, performance_id, price_zone_id, quantity, held_until)
  VALUES ('HG-' || :n, ${shows.floorGeneralAdmission}, ${zoneId}, 2, now() + interval '10 minutes');
COMMIT;
${preview(shows.floorGeneralAdmission, 'HG-')}`
