// Row types of the schema in ./migrations, for Kysely. Keep in step with the migrations: a
// column added there is added here.
import type { ColumnType, Generated, JSONColumnType } from 'kysely'
import type { BallotInputs, BallotResult } from '../../domain/ballot'
import type { StaffRole } from '../../domain/office/roles'

export interface LocalizedText {
  en: string
  'zh-Hans': string
  'zh-Hant': string
}
type Text = JSONColumnType<LocalizedText>
type NullableText = JSONColumnType<LocalizedText | null, string | null, string | null>
/** timestamptz: read as Date, written as Date or ISO string */
type Instant = ColumnType<Date, Date | string, Date | string>
type NullableInstant = ColumnType<Date | null, Date | string | null, Date | string | null>
/** date: read and written as `YYYY-MM-DD` */
type Day = ColumnType<string, string, string>
export type Region = 'hongKong' | 'macau' | 'mainland' | 'others'
type CinemaTicketClass = 'regular' | 'concession' | 'senior' | 'studentChild'
/** domain/ticketTypes.ts */
type TicketType =
  | 'standard'
  | 'student'
  | 'senior65'
  | 'senior60'
  | 'disability'
  | 'cssa'
  | 'concession'
  | 'studentChild'

export interface HelpSection {
  anchor: string
  heading: LocalizedText
  body: LocalizedText
}

/** A file sent with a mail; `cid` shows it inline where the mail's HTML names it. */
export interface MailAttachment {
  filename: string
  contentType: string
  /** base64 */
  content: string
  cid?: string
}

export interface DB {
  categories: { code: string; name: Text; sort: Generated<number> }
  venues: {
    id: string
    kind: Generated<'venue' | 'cinema'>
    name: Text
    address: Text
    district: Text
    region: Region
    phone: string
    capacity: number | null
    latitude: number | null
    longitude: number | null
  }
  venue_sections: { venue_id: string; section_id: string; name: Text; sort: Generated<number> }
  presenters: {
    id: number
    name: Text
    logo_url: string
    link_url: string
    category: string | null
    sort: Generated<number>
  }
  events: {
    /** given by the database to the office's new events (0022); the seed gives its own */
    id: Generated<number>
    list: 'utsv' | 'urbtix' | 'kdaf' | 'hkiff'
    title: Text
    presenter: NullableText
    presenter_id: number | null
    category: string
    venue_id: string
    description: Text
    image_url: string
    seat_plan_image_url: string
    on_sale_at: NullableInstant
    sold_out: Generated<boolean>
    likes: Generated<number>
    daily_recommendation: Generated<boolean>
    hot: Generated<boolean>
    max_tickets_per_transaction: Generated<number>
    /** tickets one member may buy for one performance, across purchases (null: the maximum per transaction) */
    member_ticket_limit: Generated<number | null>
    service_fee_cents: Generated<number>
    handling_fee_cents: Generated<number>
    search_text: Generated<string>
    /** a draft is the office's alone: no public read shows it (0022) */
    status: Generated<'draft' | 'published'>
    updated_at: Generated<Date | null>
  }
  price_zones: {
    id: number
    event_id: number
    name: Text
    price_cents: number
    concession: NullableText
    sort: Generated<number>
  }
  performances: {
    id: number
    event_id: number
    starts_at: Instant
    seating: 'reserved' | 'generalAdmission'
    on_sale: Generated<boolean>
    /** the performance's own sale window (migration 0025); null: the event's, until it starts */
    sales_open_at: NullableInstant
    sales_close_at: NullableInstant
  }
  seats: {
    performance_id: number
    seat_id: string
    section_id: string
    row_name: string
    row_sort: number
    seat_number: string
    position: number
    aisle_before: Generated<boolean>
    price_zone_id: number
    wheelchair: Generated<boolean>
    status: Generated<'available' | 'sold' | 'blocked'>
    hold_id: string | null
    held_until: NullableInstant
    /** the type the seat is held at (null: standard) */
    ticket_type: Generated<TicketType | null>
  }
  ga_quotas: {
    performance_id: number
    price_zone_id: number
    capacity: number
    sold: Generated<number>
  }
  /** the concessions an event allows (standard is always allowed and has no row) */
  event_ticket_types: { event_id: number; ticket_type: Exclude<TicketType, 'standard'> }
  /** per performance and price zone, an allowed concession's price and optional quota */
  ticket_type_prices: {
    performance_id: number
    price_zone_id: number
    ticket_type: Exclude<TicketType, 'standard'>
    price_cents: number
    /** null: no limit but the zone's seats or quota */
    quota: number | null
    sold: Generated<number>
  }
  banners: {
    id: number
    title: Text
    image_url: string
    link_url: string
    starts_at: Instant
    ends_at: Instant
    sort: Generated<number>
  }
  news: { id: number; title: Text; body: Text; published_at: Instant; link_url: string | null }
  popup_events: {
    id: number
    event_id: number
    title: Text
    image_url: string
    sort: Generated<number>
  }
  site_config: { key: string; value: JSONColumnType<object | null, string, string> }
  faq_sections: { id: number; title: Text; sort: Generated<number> }
  faq_items: {
    id: number
    section_id: number
    question: Text
    answer: Text
    sort: Generated<number>
  }
  help_pages: {
    page: string
    title: Text
    sections: JSONColumnType<HelpSection[]>
    updated_at: Day
  }
  address_nodes: { code: string; parent_code: string | null; name: Text; sort: Generated<number> }
  outlets: {
    id: number
    kind: 'boxOffice' | 'kiosk'
    name: Text
    address: Text
    district: Text
    region: Region
    opening_hours: Text
    phone: string | null
    sort: Generated<number>
  }
  movies: {
    id: number
    title: Text
    rating: 'I' | 'IIA' | 'IIB' | 'III'
    duration_minutes: number
    poster_url: string
    synopsis: Text
    language: Text
    subtitles: Text
    director: Text
    cast: JSONColumnType<LocalizedText[]>
    release_date: Day
  }
  cinema_houses: { id: number; venue_id: string; name: Text; wheelchair_spaces: Generated<number> }
  cinema_shows: {
    id: number
    movie_id: number
    house_id: number
    starts_at: Instant
    service_fee_cents: Generated<number>
  }
  cinema_show_prices: {
    show_id: number
    ticket_class: 'regular' | 'concession' | 'senior' | 'studentChild'
    price_cents: number
    /** the class on the ticket-type model (generated: regular → standard, senior → senior60) */
    ticket_type: ColumnType<TicketType, never, never>
  }
  cinema_seats: {
    show_id: number
    seat_id: string
    row_name: string
    row_sort: number
    seat_number: string
    position: number
    aisle_before: Generated<boolean>
    wheelchair: Generated<boolean>
    status: Generated<'available' | 'sold' | 'blocked'>
    hold_id: string | null
    held_until: NullableInstant
  }
  point_packages: { id: number; points: number; price_cents: number; sort: Generated<number> }
  media: { path: string; content_type: string; body: Uint8Array }
  catalogue_version: { id: Generated<number>; version: Generated<number> }

  members: {
    id: Generated<number>
    email: string
    password_hash: string | null
    state: Generated<'pending' | 'active' | 'suspended' | 'locked'>
    title: 'Mr' | 'Miss' | 'Mrs'
    first_name: string
    last_name: string
    gender: Generated<'male' | 'female' | 'undisclosed'>
    birthday_month: number
    birthday_day: number
    address: JSONColumnType<{
      country: string
      province: string
      area: string
      district: string
      street: string
      building: string
    }>
    mobile: JSONColumnType<{ areaCode: string; number: string }>
    interests: JSONColumnType<string[]>
    opt_out_direct_marketing: Generated<boolean>
    newsletter: Generated<boolean>
    card_layout: Generated<'compact' | 'comfortable'>
    locale: Generated<'en' | 'zh-Hans' | 'zh-Hant'>
    created_at: Generated<Date>
  }
  transactions: {
    txn_no: string
    /** null: a visitor's cinema booking */
    member_id: number | null
    confirmation_no: string
    waybill_no: string | null
    pps_isn: string | null
    purchased_at: Instant
    /** exactly one of performance_id and cinema_show_id */
    performance_id: number | null
    cinema_show_id: Generated<number | null>
    /** the preview it was paid from (one sale per preview) */
    preview_id: Generated<string | null>
    ticket_count: number
    ticket_total_cents: number
    service_fee_cents: Generated<number>
    handling_fee_cents: Generated<number>
    delivery_fee_cents: Generated<number>
    discount_cents: Generated<number>
    refundable_ticket_charge_cents: number | null
    grand_total_cents: number
    status: Generated<'complete'>
    collection_method: 'eTicket' | 'boxOffice' | 'kiosk' | 'delivery'
    delivery_address: string | null
    tracking_no: string | null
    payment_method: string
    card_number: string
    name: string
    contact_phone: string
  }
  transaction_seats: {
    txn_no: string
    seq: number
    section: string
    row_name: string
    seat: string
    /** null for cinema tickets, which have a ticket class instead */
    price_zone_id: number | null
    price_cents: number
    performance_id: Generated<number | null>
    cinema_show_id: Generated<number | null>
    /** the seat sold (reserved and cinema seating); a seat is sold once */
    seat_id: Generated<string | null>
    ticket_class: Generated<'regular' | 'concession' | 'senior' | 'studentChild' | null>
    /** the ticket's type (events and cinema alike); null only on tickets sold before 0021's sale */
    ticket_type: Generated<TicketType | null>
  }
  holds: {
    id: string
    member_id: number | null
    performance_id: number | null
    cinema_show_id: number | null
    created_at: Instant
    expires_at: Instant
    status: Generated<'held' | 'paid' | 'released' | 'expired'>
    txn_no: string | null
  }
  ga_holds: {
    hold_id: string
    performance_id: number
    price_zone_id: number
    quantity: number
    held_until: Instant
    ticket_type: Generated<TicketType>
  }
  previews: {
    id: string
    kind: 'event' | 'cinema'
    member_id: number | null
    performance_id: number | null
    cinema_show_id: number | null
    hold_ids: JSONColumnType<string[]>
    ticket_count: number
    collection_method: 'eTicket' | 'boxOffice' | 'kiosk' | 'delivery'
    delivery_region: Region | null
    delivery_address: string | null
    payment_method: string | null
    contact: JSONColumnType<
      { name: string; phone: string; email: string } | null,
      string | null,
      string | null
    >
    ticket_classes: JSONColumnType<
      { ticketClass: CinemaTicketClass; quantity: number; priceCents: number }[] | null,
      string | null,
      string | null
    >
    ticket_total_cents: number
    service_fee_cents: number
    handling_fee_cents: number
    delivery_fee_cents: number
    discount_cents: number
    grand_total_cents: number
    created_at: Instant
    expires_at: Instant
    txn_no: string | null
  }
  payments: {
    idempotency_key: string
    preview_id: string
    amount_cents: number
    /** unknown: the gateway never answered (voided by key, once more by the sweeper → failed) */
    status: 'authorising' | 'authorised' | 'captured' | 'declined' | 'unknown' | 'failed' | 'voided'
    authorisation_id: string | null
    payment_method: string | null
    card_number: string | null
    txn_no: string | null
    created_at: Instant
    updated_at: Instant
  }
  simulated_gateway_charges: {
    idempotency_key: string
    authorisation_id: string
    token: string
    amount_cents: number
    status: 'authorised' | 'captured' | 'voided' | 'declined'
    created_at: Instant
  }
  points_ledger: {
    id: Generated<number>
    member_id: number
    at: Instant
    type: 'topUp' | 'payment' | 'refund' | 'expiry'
    points: number
    payment_amount_cents: number | null
    expires_on: Day | null
    txn_no: string | null
    description: Text
  }
  wish_list_entries: {
    id: Generated<number>
    member_id: number
    sequence: number
    performance_id: number
    price_zone_id: number
    quantity: number
    delivery_method: 'eTicket' | 'boxOffice' | 'kiosk' | 'delivery'
    delivery_fee_cents: Generated<number>
    status: Generated<
      | 'added'
      | 'matching'
      | 'matched'
      | 'notMatched'
      | 'bought'
      | 'pointsNotPaid'
      | 'cancelled'
      | 'paymentFailed'
    >
    seat_info: string | null
    points_paid: Generated<number>
    result: NullableText
    created_at: Generated<Date>
    /** a win: the hold its seats are under, the preview it is paid through, the sale */
    hold_id: Generated<string | null>
    preview_id: Generated<string | null>
    txn_no: Generated<string | null>
    /** a win: pay by then (the hold lasts until then) */
    pay_by: Generated<Date | null>
    /** when it was matched, not matched or cancelled */
    decided_at: Generated<Date | null>
  }
  ballot_draws: {
    performance_id: number
    drawn_at: Instant
    seed: string
    inputs: JSONColumnType<BallotInputs>
    entrant_order: JSONColumnType<number[]>
    results: JSONColumnType<BallotResult[]>
  }
  /** a ballot staff closed early or opened again (migration 0024); no row: docs/ballot.md's rule */
  ballots: {
    performance_id: number
    state: 'open' | 'closed'
    changed_at: Instant
    changed_by: number
  }
  notices: {
    id: Generated<number>
    member_id: number
    title: Text
    body: Text
    sent_at: Instant
    read: Generated<boolean>
  }
  favourites: { member_id: number; event_id: number; created_at: Generated<Date> }
  sessions: {
    id: Generated<number>
    token_hash: string
    member_id: number
    created_at: Instant
    expires_at: Instant
    revoked_at: NullableInstant
  }
  rate_limits: { key: string; window_start: Instant; hits: Generated<number> }
  one_time_codes: {
    id: Generated<number>
    email: string
    purpose: 'login' | 'verification'
    code_hash: string
    sent_at: Instant
    attempts: Generated<number>
    used_at: NullableInstant
  }
  action_tokens: {
    token_hash: string
    member_id: number
    purpose: 'activate' | 'resetPassword'
    created_at: Instant
    expires_at: Instant
    used_at: NullableInstant
  }
  uploads: {
    file_key: string
    purpose: 'cardImage'
    created_at: Instant
    expires_at: Instant
    used_at: NullableInstant
    content_type: string | null
    size_bytes: number | null
    /** the member who asked for the address; only their request may use the file */
    member_id: Generated<number | null>
    /** when a request took the file (one request per file) */
    attached_at: Generated<Date | null>
  }
  server_secrets: { name: string; value: string }
  bot_checks: {
    id: string
    answer_hash: string
    created_at: Instant
    expires_at: Instant
    used_at: NullableInstant
  }
  outbox: {
    id: Generated<number>
    to_address: string
    subject: string
    text_body: string
    html_body: string
    created_at: Instant
    sent_at: NullableInstant
    attempts: Generated<number>
    last_error: string | null
    attachments: JSONColumnType<MailAttachment[] | null, string | null, string | null>
    /** one mail per key (a sale's confirmation), however often its request is retried */
    mail_key: string | null
  }
  contact_messages: {
    id: Generated<number>
    reference_no: string
    name: string
    email: string
    contact_number: string
    content: string
    locale: string
    from_address: string
    created_at: Instant
  }
  txn_change_requests: {
    id: Generated<number>
    reference_no: string
    txn_no: string
    member_id: number | null
    card_number: string
    card_image_key: string
    new_contact_name: string | null
    new_contact_number: string | null
    new_address: string | null
    locale: string
    created_at: Instant
    /** SHA-256 of the mailed confirmation link's token (a visitor's request) */
    confirm_token_hash: Generated<string | null>
    confirm_expires_at: NullableInstant
    /** when it took effect: made by the member, or the visitor followed the link */
    confirmed_at: NullableInstant
  }
  delivery_change_requests: {
    id: Generated<number>
    reference_no: string
    txn_no: string
    member_id: number | null
    contact_name: string
    mobile: string
    delivery_address: string
    email: string
    card_image_key: string | null
    locale: string
    created_at: Instant
    /** SHA-256 of the mailed confirmation link's token (a visitor's request) */
    confirm_token_hash: Generated<string | null>
    confirm_expires_at: NullableInstant
    /** when it took effect: made by the member, or the visitor followed the link */
    confirmed_at: NullableInstant
  }
  newsletter_subscribers: { email: string; locale: string; subscribed_at: Instant }
  social_logins: {
    provider: 'google' | 'apple' | 'facebook' | 'wechat'
    subject: string
    member_id: number
    email: string | null
    linked_at: Instant
  }
  social_login_states: {
    state_hash: string
    provider: 'google' | 'apple' | 'facebook' | 'wechat'
    purpose: 'login' | 'link'
    member_id: number | null
    nonce: string
    code_verifier: string
    created_at: Instant
    expires_at: Instant
    used_at: NullableInstant
  }
  waiting_rooms: {
    performance_id: number
    opens_at: Instant
    pre_queue_at: Instant
    admission_per_minute: number
    rate_per_minute: number
    active_cap: number
    pass_minutes: Generated<number>
    seed: string
    seed_hash: string
    joined: Generated<number>
    group_size: number | null
    serving: Generated<number>
    carry: Generated<number>
    last_tick_at: NullableInstant
    sold_out: Generated<boolean>
  }
  waiting_room_entries: {
    id: string
    performance_id: number
    member_id: number
    number: number
    stream_key: string
    joined_at: Instant
    last_seen_at: Instant
    state: Generated<'waiting' | 'expired'>
  }
  waiting_room_admissions: {
    id: Generated<number>
    performance_id: number
    at: Instant
    from_serving: number
    to_serving: number
    rate_per_minute: number
    hold_p99_ms: number | null
  }
  waiting_room_lease: { name: string; holder: string; expires_at: Instant }
  staff: {
    id: Generated<number>
    email: string
    name: string
    role: StaffRole
    password_hash: string
    totp_secret: string
    /** bigint: read back as a string by pg, a number by PGlite */
    totp_last_step: ColumnType<string | number, string | number | undefined, string | number>
    demo: Generated<boolean>
    disabled: Generated<boolean>
    created_at: Generated<Date>
  }
  staff_sessions: {
    id: Generated<number>
    token_hash: string
    staff_id: number
    created_at: Instant
    expires_at: Instant
    revoked_at: NullableInstant
  }
  audit_log: {
    id: ColumnType<string | number, never, never>
    staff_id: number
    at: Instant
    action: string
    target: string
    before: ColumnType<unknown, string | null, string | null>
    after: ColumnType<unknown, string | null, string | null>
  }
}
