import { connect } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';

/** A reply as the tests read it: status, the instance that answered (X-Upstream from the balancer) and the body. */
export interface Reply {
  status: number;
  upstream: string | null;
  body: unknown;
  text: string;
}

/**
 * A browser-like HTTP client over real sockets: keeps its cookies across every base URL it is sent to (the
 * balancer and each instance are all 127.0.0.1, one cookie jar as for a browser) and echoes XSRF-TOKEN in
 * X-XSRF-TOKEN on state-changing calls, as the web app does.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  private readonly fetch: (url: string, init: RequestInit) => Promise<Response>;

  /**
   * `localAddress`: connect from this loopback address (127.0.0.2…) to tell clients apart behind the balancer;
   * `headers`: sent on every request (e.g. a forged X-Forwarded-For).
   */
  constructor(private readonly options: { localAddress?: string; headers?: Record<string, string> } = {}) {
    const { localAddress } = options;
    // undici's own connector drops localAddress: a plain socket from that address instead.
    const dispatcher = localAddress
      ? new Agent({
          connect: (opts, callback) => {
            const socket = connect({ host: opts.hostname, port: Number(opts.port), localAddress });
            socket.once('connect', () => callback(null, socket)).once('error', (err) => callback(err, null));
          },
        })
      : undefined;
    this.fetch = dispatcher
      ? (url, init) => undiciFetch(url, { ...(init as object), dispatcher }) as unknown as Promise<Response>
      : (url, init) => fetch(url, init);
  }

  async request(base: string, method: string, path: string, payload?: unknown): Promise<Reply> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request(base, 'GET', '/api/account');
    const headers: Record<string, string> = { 'user-agent': 'scale-out-test', ...this.options.headers };
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = xsrf;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await this.fetch(`${base}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(payload !== undefined ? { body: JSON.stringify(payload) } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = value === '' || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: res.status, upstream: res.headers.get('x-upstream'), body, text };
  }

  get(base: string, path: string) {
    return this.request(base, 'GET', path);
  }

  post(base: string, path: string, payload?: unknown) {
    return this.request(base, 'POST', path, payload ?? {});
  }
}
