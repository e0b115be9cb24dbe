import { Pool } from 'undici';

/** One HTTP call of an activity; `name` is the row it is reported under (e.g. "GET api/product/{lpId}"). */
export interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** What a finished call gives back to an activity that needs it (set-cookie, a reply field). */
export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Only when the call asked for it (`readBody`), else ''. */
  body: string;
}

/**
 * Sends a call. `readBody`: the reply's body is wanted. `sequel`: the call follows another of the same activity
 * (a sign-in's POST after its GET), so it is timed from its own sending, not from the activity's due instant.
 */
export type Send = (call: Call, options?: { readBody?: boolean; sequel?: boolean }) => Promise<Reply | null>;

/** An activity: done `perSecond` times a second in all, the n-th time by `run(n, send)`. */
export interface Activity {
  name: string;
  perSecond: number;
  run: (n: number, send: Send) => Promise<void>;
}

export interface CallStats {
  name: string;
  count: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  /** Up to five distinct failing statuses seen, to tell a bench mistake from an overload. */
  statuses: number[];
}

export interface MixedResult {
  seconds: number;
  calls: CallStats[];
  activities: { name: string; targetPerSecond: number; done: number; perSecond: number }[];
  /** The load generator's own CPU (user + system) over the run, as a share of one core. */
  generatorCpu: number;
}

const TICK_MS = 2;

/**
 * Open-loop, many activities at once through one connection pool (decision 0155): every activity is scheduled
 * at its own rate whatever the server does, and every call's latency is measured from the instant its activity
 * was due (a later call of a sequence, such as a sign-in's POST after its GET, from when it was sent), so a
 * stalled server cannot hide its queue. One timer drives them all: cheap enough to share the server's cores.
 */
export async function runMixed(options: {
  url: string;
  connections: number;
  durationSeconds: number;
  activities: Activity[];
  /** Past the run, at most this long for the calls in flight; what is still out then counts as an error. */
  drainSeconds: number;
}): Promise<MixedResult> {
  const pool = new Pool(options.url, { connections: options.connections, pipelining: 1, keepAliveTimeout: 60_000 });
  const stats = new Map<string, { lat: number[]; errors: number; non2xx: number; statuses: Set<number> }>();
  const statOf = (name: string) => {
    let s = stats.get(name);
    if (!s) {
      s = { lat: [], errors: 0, non2xx: 0, statuses: new Set() };
      stats.set(name, s);
    }
    return s;
  };
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const end = start + options.durationSeconds * 1000;

  const sendFrom =
    (scheduledAt: number): Send =>
    async (call, { readBody = false, sequel = false } = {}) => {
      const s = statOf(call.name);
      const sentAt = sequel ? performance.now() : scheduledAt;
      try {
        const res = await pool.request({ method: call.method, path: call.path, headers: call.headers, body: call.body });
        let body = '';
        if (readBody) body = await res.body.text();
        else await res.body.dump();
        s.lat.push(performance.now() - sentAt);
        if (res.statusCode < 200 || res.statusCode >= 300) {
          s.non2xx++;
          if (s.statuses.size < 5) s.statuses.add(res.statusCode);
        }
        return { status: res.statusCode, headers: res.headers, body };
      } catch {
        // Calls cut off when the pool closes after the drain are counted once, in the drain's row.
        if (!closed) s.errors++;
        return null;
      }
    };

  const inFlight = new Set<Promise<void>>();
  let closed = false;
  const dueAt = options.activities.map((a) => start + Math.random() * (1000 / Math.max(a.perSecond, 0.001)));
  const count = options.activities.map(() => 0);
  while (performance.now() < end) {
    const now = performance.now();
    for (const [k, a] of options.activities.entries()) {
      if (a.perSecond <= 0) continue;
      const interval = 1000 / a.perSecond;
      while ((dueAt[k] ?? end) <= now && (dueAt[k] ?? end) < end) {
        const n = count[k] ?? 0;
        count[k] = n + 1;
        const p = a
          .run(n, sendFrom(dueAt[k] ?? now))
          .catch(() => {})
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
        dueAt[k] = (dueAt[k] ?? now) + interval;
      }
    }
    await new Promise((r) => setTimeout(r, TICK_MS));
  }
  const drained = await Promise.race([
    Promise.all(inFlight).then(() => true),
    new Promise<false>((r) => setTimeout(() => r(false), options.drainSeconds * 1000)),
  ]);
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  if (!drained) statOf('(activities not finished within the drain)').errors += inFlight.size;
  closed = true;
  await pool.destroy();

  const calls = [...stats].map(([name, s]) => {
    s.lat.sort((a, b) => a - b);
    const at = (q: number) => Math.round((s.lat[Math.min(s.lat.length - 1, Math.floor(q * s.lat.length))] ?? 0) * 10) / 10;
    return {
      name,
      count: s.lat.length + s.errors,
      rps: Math.round((s.lat.length / options.durationSeconds) * 10) / 10,
      p50: at(0.5),
      p99: at(0.99),
      max: at(1),
      errors: s.errors,
      non2xx: s.non2xx,
      statuses: [...s.statuses],
    };
  });
  return {
    seconds,
    calls,
    activities: options.activities.map((a, k) => ({
      name: a.name,
      targetPerSecond: Math.round(a.perSecond * 10) / 10,
      done: count[k] ?? 0,
      perSecond: Math.round(((count[k] ?? 0) / options.durationSeconds) * 10) / 10,
    })),
    generatorCpu: Math.round(((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 100) / 100,
  };
}
