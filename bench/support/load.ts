import { Pool } from 'undici';

export interface LoadResult {
  targetRate: number | null;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  total: number;
  /** Wall-clock start (epoch ms), to line the run up with other samplers. */
  startedAt: number;
  /** Seconds since the start in which some request took over 50 ms: [second, count over 50 ms, max ms]. */
  slowSeconds: [number, number, number][];
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  /** Headers and body of the n-th request, and its own path when it differs from `path`. */
  build: (n: number) => { headers: Record<string, string>; body?: string; path?: string };
}

const TICK_MS = 2;

/**
 * An open-loop load generator: requests are scheduled at the target rate whatever the server does,
 * and each latency is measured from its scheduled instant (so a stalled server cannot hide its queue:
 * no coordinated omission). With `rate` null it runs closed-loop, flat out, on every connection.
 */
export async function load(options: {
  url: string;
  durationSeconds: number;
  rate: number | null;
  connections: number;
  request: LoadRequest;
  /** Closed-loop only: stop after this many requests. */
  count?: number;
}): Promise<LoadResult> {
  const pool = new Pool(options.url, { connections: options.connections, pipelining: 1, keepAliveTimeout: 60_000 });
  const latencies: number[] = [];
  const slow = new Map<number, [number, number]>();
  let errors = 0;
  let non2xx = 0;
  let n = 0;
  const start = performance.now();
  const startedAt = Date.now();
  const end = start + options.durationSeconds * 1000;
  const inFlight = new Set<Promise<void>>();

  const send = (scheduledAt: number) => {
    const { headers, body, path } = options.request.build(n++);
    const p = pool
      .request({ method: options.request.method, path: path ?? options.request.path, headers, body })
      .then(async (res) => {
        await res.body.dump();
        if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
        const latency = performance.now() - scheduledAt;
        latencies.push(latency);
        if (latency > 50) {
          const second = Math.floor((scheduledAt - start) / 1000);
          const [count, max] = slow.get(second) ?? [0, 0];
          slow.set(second, [count + 1, Math.max(max, Math.round(latency))]);
        }
      })
      .catch(() => {
        errors++;
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
    return p;
  };

  if (options.rate === null) {
    const worker = async () => {
      while (performance.now() < end && n < (options.count ?? Number.POSITIVE_INFINITY)) await send(performance.now());
    };
    await Promise.all(Array.from({ length: options.connections }, worker));
  } else {
    const interval = 1000 / options.rate;
    let due = start;
    while (performance.now() < end) {
      const now = performance.now();
      while (due <= now && due < end) {
        void send(due);
        due += interval;
      }
      await new Promise((r) => setTimeout(r, TICK_MS));
    }
    await Promise.all(inFlight);
  }
  await pool.close();
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return {
    targetRate: options.rate,
    rps: Math.round(latencies.length / elapsed),
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
    errors,
    non2xx,
    total: latencies.length + errors,
    startedAt,
    slowSeconds: [...slow].sort((a, b) => a[0] - b[0]).map(([second, [count, max]]) => [second, count, max]),
  };
}
