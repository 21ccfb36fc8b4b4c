// The catalogue: everything a visitor can read without logging in. Texts shown to visitors are
// jsonb LocalizedText ({ en, zh-Hans, zh-Hant }); money is integer cents (HKD); instants are
// timestamptz. Availability lives in `seats` (reserved) and `ga_quotas` (general admission),
// one row per seat or price zone per performance, so selling can lock exactly what it takes.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table categories (
      code text primary key,
      name jsonb not null,
      sort int not null default 0
    );
    create table venues (
      id text primary key check (id ~ '^[a-z0-9-]+$'),
      kind text not null default 'venue' check (kind in ('venue', 'cinema')),
      name jsonb not null,
      address jsonb not null,
      district jsonb not null,
      region text not null check (region in ('hongKong', 'macau', 'mainland', 'others')),
      phone text not null,
      capacity int,
      latitude double precision,
      longitude double precision
    );
    -- a venue's seating sections (reserved seating); seats refer to them by id
    create table venue_sections (
      venue_id text not null references venues,
      section_id text not null,
      name jsonb not null,
      sort int not null default 0,
      primary key (venue_id, section_id)
    );
    create table presenters (
      id int primary key,
      name jsonb not null,
      logo_url text not null,
      link_url text not null,
      category text references categories,
      sort int not null default 0
    );
    create table events (
      id int primary key,
      -- which feed lists it: UTSV (the main list), URBTIX (city ticketing), KDAF, HKIFF
      list text not null check (list in ('utsv', 'urbtix', 'kdaf', 'hkiff')),
      title jsonb not null,
      presenter jsonb,
      presenter_id int references presenters,
      category text not null references categories,
      venue_id text not null references venues,
      description jsonb not null,
      image_url text not null,
      seat_plan_image_url text not null,
      on_sale_at timestamptz,
      sold_out boolean not null default false,
      likes int not null default 0 check (likes >= 0),
      daily_recommendation boolean not null default false,
      hot boolean not null default false,
      max_tickets_per_transaction int not null default 8 check (max_tickets_per_transaction > 0),
      service_fee_cents int not null default 0,
      handling_fee_cents int not null default 0,
      -- lower-cased titles, presenter and venue in every language, for search
      search_text text not null default ''
    );
    create index events_category on events (category);
    create index events_venue on events (venue_id);
    create table price_zones (
      id int primary key,
      event_id int not null references events on delete cascade,
      name jsonb not null,
      price_cents int not null check (price_cents >= 0),
      concession jsonb,
      sort int not null default 0
    );
    create index price_zones_event on price_zones (event_id);
    create table performances (
      id int primary key,
      event_id int not null references events on delete cascade,
      starts_at timestamptz not null,
      seating text not null check (seating in ('reserved', 'generalAdmission')),
      on_sale boolean not null default true
    );
    create index performances_event on performances (event_id, starts_at);
    create index performances_starts on performances (starts_at);
    -- reserved seating: one row per seat per performance
    create table seats (
      performance_id int not null references performances on delete cascade,
      seat_id text not null,
      section_id text not null,
      row_name text not null,
      row_sort int not null,
      seat_number text not null,
      position int not null,
      aisle_before boolean not null default false,
      price_zone_id int not null references price_zones,
      wheelchair boolean not null default false,
      status text not null default 'available' check (status in ('available', 'sold', 'blocked')),
      hold_id text,
      held_until timestamptz,
      primary key (performance_id, seat_id)
    );
    -- general admission: one quota per price zone per performance
    create table ga_quotas (
      performance_id int not null references performances on delete cascade,
      price_zone_id int not null references price_zones,
      capacity int not null check (capacity >= 0),
      sold int not null default 0 check (sold >= 0 and sold <= capacity),
      primary key (performance_id, price_zone_id)
    );
    create table banners (
      id int primary key,
      title jsonb not null,
      image_url text not null,
      link_url text not null,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      sort int not null default 0
    );
    create table news (
      id int primary key,
      title jsonb not null,
      body jsonb not null,
      published_at timestamptz not null,
      link_url text
    );
    create table popup_events (
      id int primary key,
      event_id int not null references events on delete cascade,
      title jsonb not null,
      image_url text not null,
      sort int not null default 0
    );
    -- site switches: hotEvent, showWishList, specificPeriodGray, customerServiceChatUrl…
    create table site_config (
      key text primary key,
      value jsonb not null
    );
    create table faq_sections (
      id int primary key,
      title jsonb not null,
      sort int not null default 0
    );
    create table faq_items (
      id int primary key,
      section_id int not null references faq_sections on delete cascade,
      question jsonb not null,
      answer jsonb not null,
      sort int not null default 0
    );
    create table help_pages (
      page text primary key,
      title jsonb not null,
      sections jsonb not null,
      updated_at date not null
    );
    -- country → province → area → district, for registration addresses
    create table address_nodes (
      code text primary key,
      parent_code text references address_nodes,
      name jsonb not null,
      sort int not null default 0
    );
    create table outlets (
      id int primary key,
      kind text not null check (kind in ('boxOffice', 'kiosk')),
      name jsonb not null,
      address jsonb not null,
      district jsonb not null,
      region text not null check (region in ('hongKong', 'macau', 'mainland', 'others')),
      opening_hours jsonb not null,
      phone text,
      sort int not null default 0
    );
    create table movies (
      id int primary key,
      title jsonb not null,
      rating text not null check (rating in ('I', 'IIA', 'IIB', 'III')),
      duration_minutes int not null check (duration_minutes > 0),
      poster_url text not null,
      synopsis jsonb not null,
      language jsonb not null,
      subtitles jsonb not null,
      director jsonb not null,
      "cast" jsonb not null,
      release_date date not null
    );
    create table cinema_houses (
      id int primary key,
      venue_id text not null references venues,
      name jsonb not null,
      wheelchair_spaces int not null default 0
    );
    create table cinema_shows (
      id int primary key,
      movie_id int not null references movies,
      house_id int not null references cinema_houses,
      starts_at timestamptz not null,
      service_fee_cents int not null default 0
    );
    create index cinema_shows_starts on cinema_shows (starts_at);
    create table cinema_show_prices (
      show_id int not null references cinema_shows on delete cascade,
      ticket_class text not null check (ticket_class in ('regular', 'concession', 'senior', 'studentChild')),
      price_cents int not null check (price_cents >= 0),
      primary key (show_id, ticket_class)
    );
    create table cinema_seats (
      show_id int not null references cinema_shows on delete cascade,
      seat_id text not null,
      row_name text not null,
      row_sort int not null,
      seat_number text not null,
      position int not null,
      aisle_before boolean not null default false,
      wheelchair boolean not null default false,
      status text not null default 'available' check (status in ('available', 'sold', 'blocked')),
      hold_id text,
      held_until timestamptz,
      primary key (show_id, seat_id)
    );
    create table point_packages (
      id int primary key,
      points int not null check (points > 0),
      price_cents int not null check (price_cents >= 0),
      sort int not null default 0
    );
    -- images made at seed time (posters, banners, logos), served with immutable caching
    create table media (
      path text primary key,
      content_type text not null,
      body bytea not null
    );
    -- bumped by any change to the catalogue, so every server process drops its cached answers
    create table catalogue_version (
      id int primary key default 1 check (id = 1),
      version bigint not null default 0
    );
    insert into catalogue_version (id, version) values (1, 0);
  `.execute(db)
  await upVersionTriggers(db)
}

/** Tables whose rows feed the cached `/data/*.json` answers. */
export const cachedTables = [
  'categories',
  'venues',
  'presenters',
  'events',
  'price_zones',
  'performances',
  'banners',
  'news',
  'popup_events',
  'site_config',
  'faq_sections',
  'faq_items',
  'help_pages',
  'outlets',
] as const

async function upVersionTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function bump_catalogue_version() returns trigger language plpgsql as $$
    begin
      update catalogue_version set version = version + 1 where id = 1;
      return null;
    end $$;
  `.execute(db)
  for (const table of cachedTables) {
    await sql`
      create trigger ${sql.raw(`${table}_bumps_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_catalogue_version();
    `.execute(db)
  }
}
