import type { Page } from 'playwright-core';

export interface WireResponse {
  url: string;
  encoding: string;
  bytes: number;
}

export interface WireTally {
  /** Bytes received from the network (headers and encoded bodies), as Chromium counts them. */
  total: number;
  responses: WireResponse[];
}

/**
 * Counts what a page receives from the network while `load` runs, through the DevTools protocol:
 * `Network.loadingFinished`'s encodedDataLength is the bytes read off the socket for one response
 * (headers plus the body as sent, compressed or not), which is what a learner on a slow line waits for.
 */
export async function tallyWireBytes(page: Page, load: () => Promise<void>): Promise<WireTally> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const seen = new Map<string, { url: string; encoding: string }>();
  const responses: WireResponse[] = [];
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    seen.set(e.requestId, { url: e.response.url, encoding: String(headers['content-encoding'] ?? 'identity') });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const response = seen.get(e.requestId);
    if (response) responses.push({ ...response, bytes: e.encodedDataLength });
  });
  await load();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return { total: responses.reduce((sum, r) => sum + r.bytes, 0), responses };
}

/** One line per response, largest first, for the test's output. */
export function describeTally(name: string, tally: WireTally): string {
  const origin = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  const lines = [...tally.responses]
    .sort((a, b) => b.bytes - a.bytes)
    .map((r) => `  ${(r.bytes / 1024).toFixed(1).padStart(7)} KiB  ${r.encoding.padEnd(8)} ${origin(r.url)}`);
  return [`${name}: ${(tally.total / 1024).toFixed(1)} KiB in ${tally.responses.length} responses`, ...lines].join('\n');
}
