// Ticket types (issue 34, domain/ticketTypes.ts): one model for events and the cinema.
// - `event_ticket_types`: the concessions an event allows (the office's event screen writes
//   these rows). Standard is always allowed and has no row.
// - `ticket_type_prices`: per performance and price zone, each allowed concession's price and
//   optional quota, with the count sold (the office's performance screen writes these rows). A
//   quota is locked like a general-admission quota (docs/decisions/0006-selling.md): what is
//   left is quota − sold − live holds of the type; `sold ≤ quota` is a check.
// - A held seat remembers the type it is held at (`seats.ticket_type`, null: standard), a
//   general-admission hold is a row per price zone and type (`ga_holds.ticket_type`), a ticket
//   sold keeps its type (`transaction_seats.ticket_type`).
// - The cinema's four classes are four of the types: `cinema_show_prices.ticket_type` is the
//   class on the model (regular → standard, senior → senior60), and old cinema tickets get theirs.
// The demo events' concessions are the seed's (server/seed/catalogue/concessions.ts); a database
// seeded before this migration gets them here, for the events and zones it has.
import { type Kysely, sql } from 'kysely'
import { insertConcessions } from '../../seed/concessionRows'

const types = sql.raw(
  "('standard', 'student', 'senior65', 'senior60', 'disability', 'cssa', 'concession', 'studentChild')",
)

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table event_ticket_types (
      event_id int not null references events on delete cascade,
      ticket_type text not null check (ticket_type in ${types} and ticket_type <> 'standard'),
      primary key (event_id, ticket_type)
    );

    create table ticket_type_prices (
      performance_id int not null references performances on delete cascade,
      price_zone_id int not null references price_zones on delete cascade,
      ticket_type text not null check (ticket_type in ${types} and ticket_type <> 'standard'),
      price_cents int not null check (price_cents >= 0),
      quota int check (quota >= 0),
      sold int not null default 0 check (sold >= 0),
      primary key (performance_id, price_zone_id, ticket_type),
      check (quota is null or sold <= quota)
    );

    alter table seats add column ticket_type text check (ticket_type in ${types});
    -- a concession quota counts its live held seats
    create index seats_ticket_type on seats (performance_id, price_zone_id, ticket_type)
      where ticket_type is not null;

    alter table ga_holds add column ticket_type text not null default 'standard'
      check (ticket_type in ${types});
    alter table ga_holds drop constraint ga_holds_pkey;
    alter table ga_holds add primary key (hold_id, price_zone_id, ticket_type);
    create index ga_holds_type on ga_holds (performance_id, price_zone_id, ticket_type, held_until)
      where ticket_type <> 'standard';

    alter table transaction_seats add column ticket_type text check (ticket_type in ${types});
    update transaction_seats set ticket_type = case ticket_class
      when 'regular' then 'standard' when 'senior' then 'senior60' else ticket_class end
      where ticket_class is not null;
    update transaction_seats set ticket_type = 'standard' where ticket_type is null;

    alter table cinema_show_prices add column ticket_type text generated always as (
      case ticket_class when 'regular' then 'standard' when 'senior' then 'senior60'
        else ticket_class end
    ) stored;
  `.execute(db)

  // the demo's concessions, for a database seeded before this migration
  await insertConcessions(db)
}
