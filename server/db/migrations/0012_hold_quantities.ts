// A general-admission hold in one statement (docs/decisions/0006-selling.md): `hold_quantities`
// locks the quota rows in price-zone order, then counts what is left (capacity − sold − live
// holds) and writes the hold. It is a function so that its statements run one after another in
// one round trip, as a transaction by themselves: in READ COMMITTED each statement of a volatile
// function sees what committed before it began, so the count, made once the locks are taken,
// sees every hold that committed while this one waited (a single SQL statement would not: its
// snapshot is taken before it waits).
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function hold_quantities(
      hold_id text, member_id int, performance_id int, zones int[], quantities int[],
      now timestamptz, expires_at timestamptz
    ) returns text language plpgsql volatile as $$
    declare
      locked int;
    begin
      select count(*) into locked from (
        select 1 from ga_quotas q
        where q.performance_id = hold_quantities.performance_id and q.price_zone_id = any(zones)
        order by q.price_zone_id for update
      ) as quota;
      if locked <> cardinality(zones) then
        return 'NOT_FOUND';
      end if;
      if exists (
        select 1 from ga_quotas q
        join unnest(zones, quantities) as wanted (zone, quantity) on wanted.zone = q.price_zone_id
        where q.performance_id = hold_quantities.performance_id
          and wanted.quantity > q.capacity - q.sold - coalesce((
            select sum(g.quantity) from ga_holds g
            where g.performance_id = hold_quantities.performance_id
              and g.price_zone_id = wanted.zone and g.held_until > now
          ), 0)
      ) then
        return 'SEAT_UNAVAILABLE';
      end if;
      insert into holds (id, member_id, performance_id, created_at, expires_at)
      values (hold_id, member_id, performance_id, now, expires_at);
      insert into ga_holds (hold_id, performance_id, price_zone_id, quantity, held_until)
      select hold_id, performance_id, wanted.zone, wanted.quantity, expires_at
      from unnest(zones, quantities) as wanted (zone, quantity);
      return 'held';
    end
    $$;
  `.execute(db)
}
