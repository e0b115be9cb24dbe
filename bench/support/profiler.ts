import { writeFileSync } from 'node:fs';
import { WebSocket } from 'undici';

/**
 * Records a V8 CPU profile (or a sampled heap profile) of a server started with --inspect=<port> over the inspector protocol, for just
 * the span the caller chooses (the steady state, not start-up or the cold warm-up).
 */
export async function startProfile(
  inspectPort: number,
  kind: 'cpu' | 'heap' = 'cpu',
): Promise<{ stop: (file: string) => Promise<void> }> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error('no inspector target');
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', reject, { once: true });
  });
  let id = 0;
  const pending = new Map<number, (result: unknown) => void>();
  ws.addEventListener('message', (event) => {
    const msg = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (msg.id !== undefined) pending.get(msg.id)?.(msg.result);
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      id += 1;
      pending.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  if (kind === 'heap') {
    // Allocations still reachable when sampling stops: with no major GC in the span (the usual case for a
    // few seconds) that is what was promoted to the old generation, live or not yet collected.
    await send('HeapProfiler.enable');
    await send('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMinorGC: process.env.BENCH_HEAP_ALL === '1',
      includeObjectsCollectedByMajorGC: process.env.BENCH_HEAP_ALL === '1',
    });
  } else {
    await send('Profiler.enable');
    await send('Profiler.setSamplingInterval', { interval: 200 });
    await send('Profiler.start');
  }
  return {
    stop: async (file) => {
      const result = (await send(kind === 'heap' ? 'HeapProfiler.stopSampling' : 'Profiler.stop')) as { profile: unknown };
      writeFileSync(file, JSON.stringify(result.profile));
      ws.close();
    },
  };
}
