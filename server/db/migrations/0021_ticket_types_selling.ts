// Ticket types in selling (migration 0021_ticket_types, docs/decisions/0006-selling.md).
// - `hold_tickets`: a general-admission hold of quantities per price zone and ticket type, in
//   one round trip like 0012's `hold_quantities`: it locks the zones' quota rows (in zone order),
//   then the asked concessions' rows of `ticket_type_prices` (in zone and type order), counts
//   what is left of each (capacity − sold − live holds; quota − sold − live holds of the type)
//   and writes the hold. A type not allowed by the event, or not priced in the zone, is refused.
// - `sell_preview` again: the concessions' rows are locked after the seats and quotas, each
//   ticket is priced by its type and keeps it, and the concessions sold count against their
//   quotas.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function hold_tickets(
      hold_id text, member_id int, performance_id int, zones int[], types text[],
      quantities int[], now timestamptz, expires_at timestamptz
    ) returns text language plpgsql volatile as $$
    declare
      locked int;
      asked_types int;
    begin
      select count(*) into locked from (
        select 1 from ga_quotas q
        where q.performance_id = hold_tickets.performance_id
          and q.price_zone_id in (select distinct z from unnest(zones) as z)
        order by q.price_zone_id for update
      ) as quota;
      if locked <> (select count(distinct z) from unnest(zones) as z) then
        return 'NOT_FOUND';
      end if;
      select count(*) into asked_types from (
        select distinct w.zone, w.type from unnest(zones, types) as w (zone, type)
        where w.type <> 'standard'
      ) as asked;
      select count(*) into locked from (
        select 1 from ticket_type_prices t
        join performances p on p.id = t.performance_id
        join event_ticket_types a on a.event_id = p.event_id and a.ticket_type = t.ticket_type
        where t.performance_id = hold_tickets.performance_id
          and (t.price_zone_id, t.ticket_type) in (
            select w.zone, w.type from unnest(zones, types) as w (zone, type)
            where w.type <> 'standard'
          )
        order by t.price_zone_id, t.ticket_type for update of t
      ) as priced;
      if locked <> asked_types then
        return 'TICKET_TYPE_NOT_OFFERED';
      end if;
      if exists (
        select 1 from ga_quotas q
        join (
          select w.zone, sum(w.quantity) as quantity
          from unnest(zones, quantities) as w (zone, quantity) group by w.zone
        ) as wanted on wanted.zone = q.price_zone_id
        where q.performance_id = hold_tickets.performance_id
          and wanted.quantity > q.capacity - q.sold - coalesce((
            select sum(g.quantity) from ga_holds g
            where g.performance_id = hold_tickets.performance_id
              and g.price_zone_id = wanted.zone and g.held_until > now
          ), 0)
      ) then
        return 'SEAT_UNAVAILABLE';
      end if;
      if exists (
        select 1 from ticket_type_prices t
        join (
          select w.zone, w.type, sum(w.quantity) as quantity
          from unnest(zones, types, quantities) as w (zone, type, quantity)
          where w.type <> 'standard' group by w.zone, w.type
        ) as wanted on wanted.zone = t.price_zone_id and wanted.type = t.ticket_type
        where t.performance_id = hold_tickets.performance_id and t.quota is not null
          and wanted.quantity > t.quota - t.sold - coalesce((
            select sum(g.quantity) from ga_holds g
            where g.performance_id = hold_tickets.performance_id
              and g.price_zone_id = wanted.zone and g.ticket_type = wanted.type
              and g.held_until > now
          ), 0)
      ) then
        return 'TICKET_TYPE_SOLD_OUT';
      end if;
      insert into holds (id, member_id, performance_id, created_at, expires_at)
      values (hold_id, member_id, performance_id, now, expires_at);
      insert into ga_holds (hold_id, performance_id, price_zone_id, ticket_type, quantity,
        held_until)
      select hold_id, performance_id, w.zone, w.type, sum(w.quantity), expires_at
      from unnest(zones, types, quantities) as w (zone, type, quantity)
      group by w.zone, w.type;
      return 'held';
    end
    $$;

    create or replace function sell_preview(
      preview text, attempt_key text, paid_with text, masked_card text, authorisation text,
      txn_day text, confirmation text, clock timestamptz, locking boolean
    ) returns jsonb language plpgsql volatile as $$
    declare
      p previews;
      ids text[];
      hold_count int;
      live_count int;
      paid_count int;
      paid_as text[];
      attempt_status text;
      seat_count int;
      held_count int;
      quantity_count int;
      buyer_name text;
      buyer_phone text;
      txn text;
    begin
      if locking then
        perform 1 from previews v where v.id = preview for update;
      end if;
      select * into p from previews v where v.id = preview;
      if not found then
        return jsonb_build_object('outcome', 'noPreview');
      end if;
      ids := array(select jsonb_array_elements_text(p.hold_ids));
      if locking then
        perform 1 from holds h where h.id = any(ids) order by h.id for update;
        perform 1 from seats s where s.performance_id = p.performance_id and s.hold_id = any(ids)
          order by s.seat_id for update;
        perform 1 from cinema_seats s where s.show_id = p.cinema_show_id and s.hold_id = any(ids)
          order by s.seat_id for update;
        perform 1 from ga_quotas q where q.performance_id = p.performance_id
          and q.price_zone_id in (select g.price_zone_id from ga_holds g where g.hold_id = any(ids))
          order by q.price_zone_id for update;
        -- the concessions' quota rows, by price zone and type (after the seats and quotas)
        perform 1 from ticket_type_prices t where t.performance_id = p.performance_id
          and (t.price_zone_id, t.ticket_type) in (
            select s.price_zone_id, s.ticket_type from seats s
            where s.performance_id = p.performance_id and s.hold_id = any(ids)
              and s.ticket_type is not null
            union select g.price_zone_id, g.ticket_type from ga_holds g where g.hold_id = any(ids)
          )
          order by t.price_zone_id, t.ticket_type for update;
        perform 1 from payments a where a.idempotency_key = attempt_key for update;
      end if;

      if p.txn_no is not null then
        return jsonb_build_object('outcome', 'alreadyPaid', 'txnNo', p.txn_no);
      end if;
      select count(*), count(*) filter (where h.status = 'held' and h.expires_at > clock),
        count(*) filter (where h.status = 'paid'), array_agg(distinct h.txn_no)
      into hold_count, live_count, paid_count, paid_as
      from holds h where h.id = any(ids);
      -- paid meanwhile through another preview of the same holds
      if hold_count > 0 and paid_count = hold_count and cardinality(paid_as) = 1 then
        return jsonb_build_object('outcome', 'alreadyPaid', 'txnNo', paid_as[1]);
      end if;
      -- a request with the same key (sharing this authorisation) found the hold lapsed and gave
      -- the attempt up: its authorisation is being voided and cannot pay
      if attempt_key <> '' then
        select a.status into attempt_status from payments a where a.idempotency_key = attempt_key;
        if attempt_status is distinct from 'authorising' then
          return jsonb_build_object('outcome', 'expired');
        end if;
      end if;
      if hold_count <> cardinality(ids) or live_count <> hold_count then
        return jsonb_build_object('outcome', 'expired');
      end if;
      select count(*), count(*) filter (where seat_status(s.status, s.held_until, clock) = 'held')
      into seat_count, held_count
      from (
        select status, held_until from seats
        where performance_id = p.performance_id and hold_id = any(ids)
        union all
        select status, held_until from cinema_seats
        where show_id = p.cinema_show_id and hold_id = any(ids)
      ) s;
      select coalesce(sum(g.quantity), 0) into quantity_count from ga_holds g
      where g.hold_id = any(ids);
      if held_count <> seat_count or seat_count + quantity_count <> p.ticket_count then
        return jsonb_build_object('outcome', 'expired');
      end if;

      -- the buyer: the member (Hong Kong order, family name first), else a visitor's contact
      select m.last_name || ' ' || m.first_name,
        format('+%s %s', m.mobile->>'areaCode', m.mobile->>'number')
      into buyer_name, buyer_phone from members m where m.id = p.member_id;
      if not found then
        buyer_name := coalesce(p.contact->>'name', '');
        buyer_phone := coalesce(p.contact->>'phone', '');
      end if;
      select (case when p.kind = 'cinema' then 'C' else 'T' end) || txn_day
        || lpad(n::text, greatest(6, length(n::text)), '0')
      into txn from nextval('transaction_numbers') as n;

      insert into transactions (txn_no, member_id, confirmation_no, waybill_no, pps_isn,
        purchased_at, performance_id, cinema_show_id, preview_id, ticket_count,
        ticket_total_cents, service_fee_cents, handling_fee_cents, delivery_fee_cents,
        discount_cents, refundable_ticket_charge_cents, grand_total_cents, collection_method,
        delivery_address, tracking_no, payment_method, card_number, name, contact_phone)
      values (txn, p.member_id, confirmation, null, null, clock,
        case when p.kind = 'cinema' then null else p.performance_id end,
        case when p.kind = 'cinema' then p.cinema_show_id end, p.id, p.ticket_count,
        p.ticket_total_cents, p.service_fee_cents, p.handling_fee_cents, p.delivery_fee_cents,
        p.discount_cents, null, p.grand_total_cents, p.collection_method, p.delivery_address,
        null, paid_with, masked_card, buyer_name, buyer_phone);

      -- the tickets: the seats in plan order (cinema seats take the preview's ticket classes in
      -- that order), then each general-admission place by price zone
      insert into transaction_seats (txn_no, seq, section, row_name, seat, price_zone_id,
        price_cents, performance_id, cinema_show_id, seat_id, ticket_class, ticket_type)
      with seat as (
        select s.section_id as section, s.row_name, s.seat_number, s.price_zone_id,
          coalesce(t.price_cents, z.price_cents) as price_cents, s.seat_id, s.row_sort,
          s.position, coalesce(s.ticket_type, 'standard') as ticket_type
        from seats s left join price_zones z on z.id = s.price_zone_id
        left join ticket_type_prices t on t.performance_id = s.performance_id
          and t.price_zone_id = s.price_zone_id and t.ticket_type = s.ticket_type
        where s.performance_id = p.performance_id and s.hold_id = any(ids)
        union all
        select '', s.row_name, s.seat_number, null, null, s.seat_id, s.row_sort, s.position,
          null
        from cinema_seats s where s.show_id = p.cinema_show_id and s.hold_id = any(ids)
      ),
      ordered as (
        select seat.*, row_number() over (
          order by seat.section collate "C", seat.row_sort, seat.position) as n
        from seat
      ),
      class as (
        select c.value->>'ticketClass' as ticket_class, (c.value->>'priceCents')::int as price_cents,
          row_number() over (order by c.ordinality, k) as n
        from jsonb_array_elements(coalesce(p.ticket_classes, '[]'::jsonb))
            with ordinality as c (value, ordinality),
          generate_series(1, (c.value->>'quantity')::int) as k
      ),
      place as (
        select g.price_zone_id, coalesce(t.price_cents, z.price_cents) as price_cents,
          g.ticket_type,
          row_number() over (order by g.price_zone_id,
            array_position(array['standard', 'student', 'senior65', 'senior60', 'disability',
              'cssa', 'concession', 'studentChild'], g.ticket_type), g.hold_id, k) as n
        from ga_holds g join price_zones z on z.id = g.price_zone_id
          left join ticket_type_prices t on t.performance_id = g.performance_id
            and t.price_zone_id = g.price_zone_id and t.ticket_type = g.ticket_type,
          generate_series(1, g.quantity) as k
        where g.hold_id = any(ids)
      )
      select txn, o.n, o.section, o.row_name, o.seat_number, o.price_zone_id,
        case when p.kind = 'cinema' then coalesce(c.price_cents, 0)
          else coalesce(o.price_cents, 0) end,
        case when p.kind = 'cinema' then null else p.performance_id end,
        case when p.kind = 'cinema' then p.cinema_show_id end,
        o.seat_id, case when p.kind = 'cinema' then c.ticket_class end,
        case when p.kind = 'cinema' then
          case coalesce(c.ticket_class, 'regular') when 'regular' then 'standard'
            when 'senior' then 'senior60' else c.ticket_class end
          else o.ticket_type end
      from ordered o left join class c on c.n = o.n
      union all
      select txn, seat_count + q.n, '', '', '', q.price_zone_id, q.price_cents,
        case when p.kind = 'cinema' then null else p.performance_id end,
        case when p.kind = 'cinema' then p.cinema_show_id end, null, null, q.ticket_type
      from place q;

      -- the concessions sold count against their quotas
      update ticket_type_prices t set sold = t.sold + c.sold
      from (
        select x.price_zone_id, x.ticket_type, sum(x.n)::int as sold from (
          select s.price_zone_id, s.ticket_type, 1 as n from seats s
          where s.performance_id = p.performance_id and s.hold_id = any(ids)
            and s.ticket_type is not null and s.ticket_type <> 'standard'
          union all
          select g.price_zone_id, g.ticket_type, g.quantity from ga_holds g
          where g.hold_id = any(ids) and g.ticket_type <> 'standard'
        ) x group by x.price_zone_id, x.ticket_type
      ) c
      where p.kind = 'event' and t.performance_id = p.performance_id
        and t.price_zone_id = c.price_zone_id and t.ticket_type = c.ticket_type;

      if p.kind = 'cinema' then
        update cinema_seats set status = 'sold', held_until = null
        where show_id = p.cinema_show_id and hold_id = any(ids);
      else
        update seats set status = 'sold', held_until = null
        where performance_id = p.performance_id and hold_id = any(ids);
      end if;
      update ga_quotas q set sold = q.sold + z.sold
      from (
        select g.price_zone_id, sum(g.quantity)::int as sold from ga_holds g
        where g.hold_id = any(ids) group by g.price_zone_id
      ) z
      where q.performance_id = p.performance_id and q.price_zone_id = z.price_zone_id;
      delete from ga_holds where hold_id = any(ids);
      update holds set status = 'paid', txn_no = txn where id = any(ids);
      update previews set txn_no = txn where id = p.id;
      -- the attempt that paid (none when paid by points: no key matches ''), authorised with
      -- its transaction in the same commit
      update payments a set txn_no = txn, updated_at = clock,
        status = case when authorisation is null then a.status else 'authorised' end,
        authorisation_id = coalesce(authorisation, a.authorisation_id),
        payment_method = case when authorisation is null then a.payment_method else paid_with end,
        card_number = case when authorisation is null then a.card_number else masked_card end
      where a.idempotency_key = attempt_key;
      return jsonb_build_object('outcome', 'sold', 'txnNo', txn, 'memberId', p.member_id,
        'grandTotalCents', p.grand_total_cents);
    end
    $$;
  `.execute(db)
}
