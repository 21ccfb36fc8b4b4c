// Selling: holds on seats and quotas, previews (checkout and cinema bookings), payments, and the
// transactions they write. Reserved and cinema seats are held on their own rows (hold_id,
// held_until, since 0001); a general-admission hold is a row per price zone in ga_holds. A hold
// counts only while held_until is in the future, so an expired hold frees its places without any
// job; the sweeper only tidies. The locking design is docs/decisions/0006-selling.md.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table holds (
      id text primary key,
      -- null for a visitor's cinema booking (login is optional there)
      member_id int references members on delete cascade,
      performance_id int references performances on delete cascade,
      cinema_show_id int references cinema_shows on delete cascade,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      status text not null default 'held'
        check (status in ('held', 'paid', 'released', 'expired')),
      txn_no text,
      check ((performance_id is null) <> (cinema_show_id is null))
    );
    create index holds_member on holds (member_id) where status = 'held';
    create index holds_expiry on holds (expires_at) where status = 'held';

    create table ga_holds (
      hold_id text not null references holds on delete cascade,
      performance_id int not null,
      price_zone_id int not null,
      quantity int not null check (quantity > 0),
      held_until timestamptz not null,
      primary key (hold_id, price_zone_id),
      foreign key (performance_id, price_zone_id) references ga_quotas on delete cascade
    );
    create index ga_holds_quota on ga_holds (performance_id, price_zone_id, held_until);
    create index seats_hold on seats (hold_id) where hold_id is not null;
    create index cinema_seats_hold on cinema_seats (hold_id) where hold_id is not null;

    -- what the buyer confirms: an event checkout (PV-…) or a cinema booking (CB-…)
    create table previews (
      id text primary key,
      kind text not null check (kind in ('event', 'cinema')),
      member_id int references members on delete cascade,
      performance_id int references performances on delete cascade,
      cinema_show_id int references cinema_shows on delete cascade,
      hold_ids jsonb not null,
      ticket_count int not null check (ticket_count > 0),
      collection_method text not null
        check (collection_method in ('eTicket', 'boxOffice', 'kiosk', 'delivery')),
      delivery_region text check (delivery_region in ('hongKong', 'macau', 'mainland', 'others')),
      delivery_address text,
      -- the method chosen at checkout; a cinema booking takes the card's
      payment_method text,
      -- a cinema visitor's name, phone and email; cinema ticket classes
      contact jsonb,
      ticket_classes jsonb,
      ticket_total_cents int not null,
      service_fee_cents int not null,
      handling_fee_cents int not null,
      delivery_fee_cents int not null,
      discount_cents int not null,
      grand_total_cents int not null check (grand_total_cents >= 0),
      created_at timestamptz not null,
      expires_at timestamptz not null,
      txn_no text
    );
    create index previews_member on previews (member_id);

    -- one row per payment attempt, keyed like the gateway's idempotency key
    create table payments (
      idempotency_key text primary key,
      preview_id text not null references previews on delete cascade,
      amount_cents int not null,
      status text not null
        check (status in (
          'authorising', 'authorised', 'captured', 'declined', 'unknown', 'failed', 'voided'
        )),
      authorisation_id text,
      payment_method text,
      card_number text,
      txn_no text,
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index payments_preview on payments (preview_id);
    create index payments_open on payments (created_at)
      where status in ('authorising', 'authorised', 'unknown');

    -- the simulated card gateway's own books (a real provider keeps these on its side)
    create table simulated_gateway_charges (
      idempotency_key text primary key,
      authorisation_id text not null unique,
      token text not null,
      amount_cents int not null,
      status text not null check (status in ('authorised', 'captured', 'voided', 'declined')),
      created_at timestamptz not null
    );

    -- e-ticket codes (signed) and receipts need to know which seat a ticket is; a seat is sold
    -- once, which the database itself refuses to break
    alter table transactions alter column member_id drop not null;
    alter table transactions alter column performance_id drop not null;
    alter table transactions add column cinema_show_id int references cinema_shows;
    alter table transactions add column preview_id text unique;
    alter table transactions add constraint transactions_one_show
      check ((performance_id is null) <> (cinema_show_id is null));
    alter table transaction_seats alter column price_zone_id drop not null;
    alter table transaction_seats add column performance_id int;
    alter table transaction_seats add column cinema_show_id int;
    alter table transaction_seats add column seat_id text;
    alter table transaction_seats add column ticket_class text
      check (ticket_class in ('regular', 'concession', 'senior', 'studentChild'));
    create unique index transaction_seats_sold_once on transaction_seats (performance_id, seat_id)
      where performance_id is not null and seat_id is not null;
    create unique index transaction_seats_cinema_once on transaction_seats (cinema_show_id, seat_id)
      where cinema_show_id is not null and seat_id is not null;
    create sequence transaction_numbers;
  `.execute(db)
}
