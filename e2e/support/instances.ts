import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../scripts/lib/server-node-flags.mjs';

const MAIN = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

/** A free TCP port on 127.0.0.1 (the kernel's choice, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** One server instance: the built server (apps/server/dist/main.js) as a child process, as `npm start` runs it. */
export class Instance {
  private child: ChildProcess | null = null;
  private output = '';
  /** Exit code and signal of the last run, once it ended. */
  lastExit: { code: number | null; signal: NodeJS.Signals | null } | null = null;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** What the process printed (stdout and stderr), for failure messages. */
  get log(): string {
    return this.output;
  }

  /** Starts the process and waits until /management/health answers UP. */
  async start(timeoutMs = 60_000): Promise<void> {
    this.lastExit = null;
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, MAIN], {
      env: { PATH: process.env.PATH ?? '', ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (d: Buffer) => {
      this.output = (this.output + d.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code, signal) => {
      this.lastExit = { code, signal };
      if (this.child === child) this.child = null;
    });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.lastExit) throw new Error(`${this.name} exited (${JSON.stringify(this.lastExit)}):\n${this.output}`);
      const up = await fetch(`${this.url}/management/health`).then(
        async (r) => r.status === 200 && ((await r.json()) as { status?: string }).status === 'UP',
        () => false,
      );
      if (up) return;
      if (Date.now() > deadline) throw new Error(`${this.name} not UP after ${timeoutMs} ms:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** SIGTERM (as an orchestrator stops a container) and waits for the process to end. */
  async stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    }
    return this.lastExit ?? { code: null, signal: null };
  }
}
