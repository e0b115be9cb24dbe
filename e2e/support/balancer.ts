import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX } from '../../scripts/lib/nginx.mjs';

/** deploy/nginx/proxy.conf: the deploy's own proxying rules, so the test proves what a team would run. */
const PROXY_CONF = fileURLToPath(new URL('../../deploy/nginx/proxy.conf', import.meta.url));

export interface Balancer {
  url: string;
  /** The balancer's access log (one line per request: status and the upstream addresses tried). */
  accessLog(): string;
  /** nginx's error log (upstream failures and retries are logged there). */
  errorLog(): string;
  close(): Promise<void>;
}

/**
 * Debian's nginx in front of the instances, on 127.0.0.1 only, with its configuration, pid, logs and temp files
 * in a fresh directory (nothing of the system's nginx is read or written). Replies carry X-Upstream: the
 * instance(s) nginx tried, so a test can tell which instance answered.
 */
export async function startBalancer(port: number, upstreamPorts: number[]): Promise<Balancer> {
  const dir = mkdtempSync(join(tmpdir(), 'continuum-nginx-'));
  // The worker runs as nginx's default unprivileged user when started by root: it must reach its temp files.
  chmodSync(dir, 0o755);
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=1s;`).join('\n');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$status $request_method $uri upstream=$upstream_addr upstream_status=$upstream_status';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream continuum {
    # The instances' failure state, shared by nginx's worker processes.
    zone continuum 64k;
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      include ${PROXY_CONF};
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const errorLog = join(dir, 'error.log');
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-e', errorLog, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      let log = '';
      try {
        log = readFileSync(errorLog, 'utf8');
      } catch {}
      throw new Error(`nginx exited (${child.exitCode}): ${stderr}${log}`);
    }
    // Any HTTP answer (502 while no instance runs) means nginx listens.
    if (
      await fetch(`${url}/management/health`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${url}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    accessLog: () => readFileSync(join(dir, 'access.log'), 'utf8'),
    errorLog: () => readFileSync(errorLog, 'utf8'),
    close: async () => {
      // SIGQUIT: nginx's graceful stop.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
