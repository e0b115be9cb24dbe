import { type SQL, sql } from 'drizzle-orm';

/** One learner's coalesced heartbeats on one time-on-task record since the last flush. */
export interface PendingCredit {
  userId: number;
  learnerProductId: number;
  nodeId: number;
  /** The time-on-task record the beats were sent for. */
  totId: number;
  /** Server time of the first and the last beat, epoch milliseconds. */
  firstAt: number;
  lastAt: number;
  /** The vouched part of last - first: the sum of the gaps between these beats no longer than `capMs`. */
  spanMs: number;
  /** Longest gap between two evidences that is credited (the heartbeat interval plus grace); longer ones credit nothing. */
  capMs: number;
  /** Daily maximum for this learner product, or null for none. */
  dailyMaxMs: number | null;
  /** IANA zone of the course's calendar day. */
  timeZone: string;
  /** POST api/tot/idle came after these beats: stop crediting until the next active beat. */
  idleAfter: boolean;
}

/**
 * The canonical text an entry's hash covers. Written once here and used by both the flush and the
 * verifier, so the two can never disagree on the format.
 */
export function entryHashSql(cols: {
  prevHash: SQL;
  lp: SQL;
  seq: SQL;
  node: SQL;
  user: SQL;
  day: SQL;
  ms: SQL;
  at: SQL;
  /** The entry's reason (null for a credit): concat_ws skips a null, so a credit's hash is what it always was. */
  reason?: SQL;
}): SQL {
  return sql`encode(sha256(convert_to(concat_ws('|', ${cols.prevHash}, ${cols.lp}, ${cols.seq}, ${cols.node}, ${cols.user}, to_char(${cols.day}, 'YYYY-MM-DD'), ${cols.ms}, to_char(${cols.at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), ${cols.reason ?? sql`null::text`}), 'UTF8')), 'hex')`;
}

/**
 * One statement credits a whole batch. All arithmetic happens here, under row locks, so several
 * server instances flushing at once never credit the same wall-clock time twice. The rule (decisions 0009,
 * 0056): only time between two consecutive evidences of presence on the same time-on-task record is
 * credited.
 * - Evidence: the start call that opened the record (written to the learner's clock by `markStarted`) and
 *   each heartbeat. The clock keeps the latest evidence of the learner's two most recent records.
 * - A batch credits the gap from its record's previous evidence to its first beat, when that evidence is
 *   known and the gap is at most the cap (heartbeat interval plus grace; a longer gap vouches for nothing,
 *   not even the cap), plus the vouched gaps between its own beats (`spanMs`, counted by the coalescer).
 * - Nothing after idle: the first beat after POST api/tot/idle only sets the evidence. Nothing across
 *   records: the gap before a page's start call, or since another record's beat, belongs to no record.
 * - Never more than the time since the learner's clock's last credited instant (their previous beat in any
 *   tab, product or instance): two windows add up to the wall-clock time once.
 * - The course's daily maximum clips the credit, per course-calendar day in the course's time zone
 *   (day totals are kept only for courses that have a maximum).
 * - Each credit appends a ledger entry chained by hash to the previous one of that learner product.
 * Returns the day totals touched, for the max-time notice. `batch` is `batchJson` of the learners' credits.
 */
export function flushStatement(batch: string): SQL {
  const hash = entryHashSql({
    prevHash: sql`coalesce(co.head_hash, 'genesis')`,
    lp: sql`c.lp_id`,
    seq: sql`coalesce(co.seq, 0) + 1`,
    node: sql`c.node_id`,
    user: sql`c.user_id`,
    day: sql`c.day`,
    ms: sql`c.ms`,
    at: sql`c.last_at`,
  });
  return sql`
with batch as (
  select r.u as user_id, r.lp as lp_id, r.n as node_id, r.t as tot_id, timestamptz 'epoch' + r.f * interval '1 millisecond' as first_at,
    timestamptz 'epoch' + r.l * interval '1 millisecond' as last_at, r.s as span_ms, r.c as cap_ms, r.d as daily_max_ms, r.tz,
    r.i as idle_after
  from json_to_recordset(${batch}::json) as r(u int, lp int, n int, t bigint, f bigint, l bigint, s int, c int, d int, tz text, i boolean)
),
old as (
  select c.user_id, c.last_credit_at, c.idle,
    case when c.tot_id = b.tot_id then c.tot_at when c.other_tot_id = b.tot_id then c.other_tot_at end as evidence_at
  from seat_time_clock c join batch b on b.user_id = c.user_id for update of c
),
raw as (
  select b.*, (b.last_at at time zone b.tz)::date as day,
    case when o.user_id is null then 0 else greatest(0, least(
      extract(epoch from (b.last_at - o.last_credit_at)) * 1000,
      b.span_ms + case when not o.idle and b.first_at - o.evidence_at between interval '0' and b.cap_ms * interval '1 millisecond'
        then extract(epoch from (b.first_at - o.evidence_at)) * 1000 else 0 end
    ))::int end as raw_ms
  from batch b left join old o on o.user_id = b.user_id
),
day_old as (
  select d.learner_product_id, d.day, d.credited_ms from seat_time_daily d
  join raw r on r.lp_id = d.learner_product_id and r.day = d.day where r.daily_max_ms is not null for update of d
),
credited as (
  select r.*, case when r.daily_max_ms is null then r.raw_ms
    else least(r.raw_ms, greatest(r.daily_max_ms - coalesce(d.credited_ms, 0), 0)) end as ms
  from raw r left join day_old d on d.learner_product_id = r.lp_id and d.day = r.day
),
clock_up as (
  insert into seat_time_clock (user_id, last_credit_at, idle, tot_id, tot_at)
  select user_id, last_at, idle_after, tot_id, last_at from batch
  on conflict (user_id) do update set
    last_credit_at = greatest(seat_time_clock.last_credit_at, excluded.last_credit_at),
    idle = excluded.idle,
    -- The batch's record becomes the latest evidenced one; the record it displaces keeps the second slot.
    other_tot_id = case when seat_time_clock.tot_id = excluded.tot_id then seat_time_clock.other_tot_id else seat_time_clock.tot_id end,
    other_tot_at = case when seat_time_clock.tot_id = excluded.tot_id then seat_time_clock.other_tot_at else seat_time_clock.tot_at end,
    tot_id = excluded.tot_id,
    tot_at = case when seat_time_clock.tot_id = excluded.tot_id then greatest(seat_time_clock.tot_at, excluded.tot_at) else excluded.tot_at end
),
day_up as (
  insert into seat_time_daily (learner_product_id, day, credited_ms)
  select lp_id, day, ms from credited where daily_max_ms is not null
  on conflict (learner_product_id, day) do update set credited_ms = seat_time_daily.credited_ms + excluded.credited_ms
  returning learner_product_id, day, credited_ms, max_notice_at
),
chain_old as (
  select ch.learner_product_id, ch.seq, ch.head_hash from seat_time_chain ch
  join credited c on c.lp_id = ch.learner_product_id where c.ms > 0 for update of ch
),
entries as (
  select c.lp_id, coalesce(co.seq, 0) + 1 as seq, c.node_id, c.user_id, c.day, c.ms, c.last_at,
    coalesce(co.head_hash, 'genesis') as prev_hash, ${hash} as hash
  from credited c left join chain_old co on co.learner_product_id = c.lp_id
  where c.ms > 0
),
ledger_ins as (
  insert into seat_time_ledger (learner_product_id, seq, node_id, user_id, day, credited_ms, at, prev_hash, hash)
  select lp_id, seq, node_id, user_id, day, ms, last_at, prev_hash, hash from entries
),
chain_up as (
  insert into seat_time_chain (learner_product_id, seq, head_hash, total_ms)
  select lp_id, seq, hash, ms from entries
  on conflict (learner_product_id) do update set
    seq = excluded.seq, head_hash = excluded.head_hash, total_ms = seat_time_chain.total_ms + excluded.total_ms
)
select learner_product_id as "lpId", to_char(day, 'YYYY-MM-DD') as "day", credited_ms as "creditedMs", max_notice_at as "maxNoticeAt" from day_up`;
}

const zoneJson = new Map<string, string>();

/**
 * A batch of credits as the JSON array `flushStatement` reads: one parameter for the whole batch, because
 * building a SQL fragment and nine parameters per learner cost more of the server's CPU than the heartbeat
 * request itself (profiled). Written out directly rather than through JSON.stringify of mapped objects, so
 * a flush of thousands of learners allocates one string, not an object per learner.
 */
export function batchJson(batch: readonly PendingCredit[]): string {
  let out = '[';
  for (let i = 0; i < batch.length; i++) {
    const b = batch[i] as PendingCredit;
    let tz = zoneJson.get(b.timeZone);
    if (tz === undefined) {
      tz = JSON.stringify(b.timeZone);
      zoneJson.set(b.timeZone, tz);
    }
    // Numbers come from the database and the clock; a stray NaN would make the JSON invalid and the statement
    // fail (logged, that chunk lost), never write a wrong credit.
    out += `${i === 0 ? '' : ','}{"u":${b.userId},"lp":${b.learnerProductId},"n":${b.nodeId},"t":${b.totId},"f":${b.firstAt},"l":${b.lastAt},"s":${b.spanMs},"c":${b.capMs},"d":${b.dailyMaxMs},"tz":${tz},"i":${b.idleAfter}}`;
  }
  return `${out}]`;
}
