// `npm start`: installs what is missing, builds, then runs the server (which migrates and seeds).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './lib/server-node-flags.mjs';
import { ensureBuilt, ensureInstalled, root } from './lib/setup.mjs';

ensureInstalled();
ensureBuilt();
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
