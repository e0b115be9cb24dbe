import autocannon from 'autocannon';

export interface LoadResult {
  targetRate: number | null;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  total: number;
}

/** Drives `requests` against a URL at a fixed overall rate (or flat out when rate is null). */
export async function load(options: {
  url: string;
  durationSeconds: number;
  rate: number | null;
  connections: number;
  request: autocannon.Request;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    duration: options.durationSeconds,
    connections: options.connections,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [options.request],
  });
  return {
    targetRate: options.rate,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
