// The sale in one round trip (docs/decisions/0006-selling.md). `sell_preview` is the
// sale: it takes the sale's locks in the order every writer uses (the preview, its holds by id,
// their seat rows by seat id, the quota rows by price zone, the payment attempt's row), checks
// that the holds are still live and hold everything the preview priced, and writes the
// transaction, its tickets, the seats and quotas sold, the holds and preview paid and the attempt
// that paid it. Each statement of a volatile function sees what committed before it began, so
// the checks, made once the locks are taken, see every sale and hold that committed while this
// one waited. `payment_attempt` is the preview with this attempt's payments row, written before
// any gateway sees its key. `simulated_authorise` is the simulated gateway's authorisation on its
// own books. `pay_preview` is all three for the simulated gateway, whose books are in this
// database: attempt, authorisation, sale and capture commit together, or (declined, lapsed)
// the attempt is settled in the same commit.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function sell_preview(
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
        price_cents, performance_id, cinema_show_id, seat_id, ticket_class)
      with seat as (
        select s.section_id as section, s.row_name, s.seat_number, s.price_zone_id,
          z.price_cents, s.seat_id, s.row_sort, s.position
        from seats s left join price_zones z on z.id = s.price_zone_id
        where s.performance_id = p.performance_id and s.hold_id = any(ids)
        union all
        select '', s.row_name, s.seat_number, null, null, s.seat_id, s.row_sort, s.position
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
        select g.price_zone_id, z.price_cents,
          row_number() over (order by g.price_zone_id, g.hold_id, k) as n
        from ga_holds g join price_zones z on z.id = g.price_zone_id,
          generate_series(1, g.quantity) as k
        where g.hold_id = any(ids)
      )
      select txn, o.n, o.section, o.row_name, o.seat_number, o.price_zone_id,
        case when p.kind = 'cinema' then coalesce(c.price_cents, 0)
          else coalesce(o.price_cents, 0) end,
        case when p.kind = 'cinema' then null else p.performance_id end,
        case when p.kind = 'cinema' then p.cinema_show_id end,
        o.seat_id, case when p.kind = 'cinema' then c.ticket_class end
      from ordered o left join class c on c.n = o.n
      union all
      select txn, seat_count + q.n, '', '', '', q.price_zone_id, q.price_cents,
        case when p.kind = 'cinema' then null else p.performance_id end,
        case when p.kind = 'cinema' then p.cinema_show_id end, null, null
      from place q;

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

    create function payment_attempt(
      preview text, preview_kind text, buyer int, client_key text, card_token text,
      clock timestamptz
    ) returns table (
      id text, txn_no text, expires_at timestamptz, payment_method text, grand_total_cents int,
      key text, written boolean
    ) language plpgsql volatile as $$
    begin
      -- this attempt's key: the client's, or one per card and failed attempt so far
      return query
      with found as (
        select v.id, v.txn_no, v.expires_at, v.payment_method, v.grand_total_cents,
          preview || ':' || coalesce(client_key, card_token || ':' || (
            select count(*) from payments a where a.preview_id = preview
              and a.status in ('declined', 'unknown', 'failed', 'voided')
          )::text) as key
        from previews v
        where v.id = preview and v.kind = preview_kind and v.member_id is not distinct from buyer
      ),
      inserted as (
        insert into payments (idempotency_key, preview_id, amount_cents, status, created_at,
          updated_at)
        select f.key, f.id, f.grand_total_cents, 'authorising', clock, clock from found f
        where f.txn_no is null and f.expires_at > clock
          and f.payment_method is distinct from 'points'
        on conflict (idempotency_key) do nothing
        returning idempotency_key
      )
      select f.*, exists (select 1 from inserted) from found f;
    end
    $$;

    create function simulated_authorise(
      attempt_key text, authorisation text, card_token text, amount int, outcome text,
      clock timestamptz
    ) returns setof simulated_gateway_charges language plpgsql volatile as $$
    begin
      -- the first call with a key decides; a repeat, even a concurrent one, reads its answer
      return query
      insert into simulated_gateway_charges (idempotency_key, authorisation_id, token,
        amount_cents, status, created_at)
      values (attempt_key, authorisation, card_token, amount, outcome, clock)
      on conflict (idempotency_key) do nothing
      returning *;
      if not found then
        return query select * from simulated_gateway_charges c where c.idempotency_key = attempt_key;
      end if;
    end
    $$;

    create function pay_preview(
      preview text, preview_kind text, buyer int, client_key text, card_token text,
      card_method text, masked_card text, behaviour text, authorisation text, txn_day text,
      confirmation text, clock timestamptz, locking boolean
    ) returns jsonb language plpgsql volatile as $$
    declare
      attempt record;
      charge simulated_gateway_charges;
      sale jsonb;
    begin
      select * into attempt from payment_attempt(preview, preview_kind, buyer, client_key,
        card_token, clock);
      if not found then
        return jsonb_build_object('outcome', 'notFound');
      end if;
      -- paid, lapsed, points, a key seen before, or a card that keeps the gateway silent: the
      -- caller goes on from the attempt as with any gateway
      if not attempt.written or behaviour not in ('approve', 'decline') then
        return jsonb_build_object('outcome', 'attempt', 'attempt', to_jsonb(attempt));
      end if;
      select * into charge from simulated_authorise(attempt.key, authorisation, card_token,
        attempt.grand_total_cents,
        case when behaviour = 'decline' then 'declined' else 'authorised' end, clock);
      if behaviour = 'decline' or charge.token <> card_token
        or charge.amount_cents <> attempt.grand_total_cents
        or charge.status in ('declined', 'voided') then
        update payments set status = 'declined', updated_at = clock
        where idempotency_key = attempt.key;
        return jsonb_build_object('outcome', 'declined');
      end if;
      sale := sell_preview(preview, attempt.key, coalesce(attempt.payment_method, card_method),
        masked_card, charge.authorisation_id, txn_day, confirmation, clock, locking);
      if sale->>'outcome' = 'sold' then
        update simulated_gateway_charges set status = 'captured'
        where authorisation_id = charge.authorisation_id;
        update payments set status = 'captured', updated_at = clock
        where idempotency_key = attempt.key;
      else
        -- paid meanwhile or lapsed: the authorisation no sale used is voided in the same
        -- commit, so no request with the same key ever sees it
        update payments set status = 'voided', updated_at = clock,
          authorisation_id = charge.authorisation_id,
          payment_method = coalesce(attempt.payment_method, card_method), card_number = masked_card
        where idempotency_key = attempt.key;
        update simulated_gateway_charges set status = 'voided'
        where authorisation_id = charge.authorisation_id and status = 'authorised';
      end if;
      return sale;
    end
    $$;
  `.execute(db)
}
