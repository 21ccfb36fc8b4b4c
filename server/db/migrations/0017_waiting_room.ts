// The waiting room of a hot on-sale (docs/waiting-room.md): a room per queued performance, its
// entries, and the admission log. A place is its position minus the room's serving counter, so
// letting buyers in is one write of the counter (with its log row), never a write per buyer.
// The lease row lets exactly one server process run the admission tick at a time.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table waiting_rooms (
      performance_id integer primary key references performances (id) on delete cascade,
      opens_at timestamptz not null,
      pre_queue_at timestamptz not null,
      -- as configured; rate_per_minute is what the room adapted it to from the hold latency
      admission_per_minute integer not null check (admission_per_minute > 0),
      rate_per_minute double precision not null,
      active_cap integer not null check (active_cap > 0),
      pass_minutes integer not null default 10,
      -- the shuffle's seed is secret until the opening; its SHA-256 is shown from the start
      seed text not null,
      seed_hash text not null,
      -- entry numbers given so far, the pre-queue's size (fixed at the opening) and the
      -- positions let in so far
      joined integer not null default 0,
      group_size integer,
      serving integer not null default 0,
      -- the part of a buyer the last tick's rate had earned but not yet let in
      carry double precision not null default 0,
      last_tick_at timestamptz,
      sold_out boolean not null default false
    )
  `.execute(db)
  await sql`
    create table waiting_room_entries (
      id text primary key,
      performance_id integer not null references waiting_rooms (performance_id) on delete cascade,
      member_id integer not null references members (id) on delete cascade,
      number integer not null,
      stream_key text not null unique,
      joined_at timestamptz not null,
      last_seen_at timestamptz not null,
      state text not null default 'waiting' check (state in ('waiting', 'expired')),
      unique (performance_id, member_id),
      unique (performance_id, number)
    )
  `.execute(db)
  await sql`
    create table waiting_room_admissions (
      id integer generated always as identity primary key,
      performance_id integer not null references waiting_rooms (performance_id) on delete cascade,
      at timestamptz not null,
      from_serving integer not null,
      to_serving integer not null,
      rate_per_minute double precision not null,
      hold_p99_ms double precision
    )
  `.execute(db)
  await sql`create index waiting_room_admissions_room on waiting_room_admissions (performance_id, id)`.execute(
    db,
  )
  await sql`
    create table waiting_room_lease (
      name text primary key,
      holder text not null,
      expires_at timestamptz not null
    )
  `.execute(db)
  await sql`insert into waiting_room_lease (name, holder, expires_at) values ('admission', '', 'epoch')`.execute(
    db,
  )
  // the fair-sale rule: tickets one member may buy for one performance, across purchases
  // (null: the event's maximum per transaction)
  await sql`alter table events add column member_ticket_limit integer`.execute(db)
  // which the rule reads on every hold: what this member bought for this performance
  await sql`create index transactions_member_performance on transactions (member_id, performance_id)`.execute(
    db,
  )
}
