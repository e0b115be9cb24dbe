// `npm test`'s deploy check (decision 0058): no Docker engine runs here, so the deploy files are linted instead.
// - compose.yaml: dclint (the compose-spec JSON schema plus its best-practice rules);
// - Dockerfile: dockerfile-utils (the Docker language server's linter), and its CMD must carry the server's Node
//   flags (scripts/lib/server-node-flags.mjs);
// - deploy/nginx: `nginx -t` on the balancer's configuration, when nginx is installed (the instances' host names
//   replaced by 127.0.0.1 and the pid and log paths by a temp directory's: nothing else differs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX } from './lib/nginx.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-node-flags.mjs';
import { root } from './lib/setup.mjs';

const problems = [];
const bin = (name) => join(root, 'node_modules/.bin', name);

function check(title, cmd, args) {
  const res = spawnSync(cmd, args, { cwd: root, encoding: 'utf8' });
  if (res.status !== 0) problems.push(`${title}:\n${res.stdout}${res.stderr}`);
}

check('compose.yaml (dclint)', bin('dclint'), ['compose.yaml']);
check('Dockerfile (dockerfile-utils)', bin('dockerfile-utils'), ['lint', 'Dockerfile']);

const cmd = readFileSync(join(root, 'Dockerfile'), 'utf8').match(/^CMD (\[.*\])$/m);
const args = cmd ? JSON.parse(cmd[1]) : [];
const expected = ['node', ...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'];
if (JSON.stringify(args) !== JSON.stringify(expected)) {
  problems.push(`Dockerfile: CMD must be ${JSON.stringify(expected)} (the server's Node flags), found ${JSON.stringify(args)}`);
}

if (existsSync(NGINX)) {
  const dir = mkdtempSync(join(tmpdir(), 'continuum-nginx-check-'));
  const conf = readFileSync(join(root, 'deploy/nginx/nginx.conf'), 'utf8')
    .replace(/server app\d+:/g, 'server 127.0.0.1:')
    .replace('/etc/nginx/continuum/proxy.conf', join(root, 'deploy/nginx/proxy.conf'))
    .replace('pid /tmp/nginx.pid', `pid ${dir}/nginx.pid`)
    // The container's logs go to its stdout/stderr, which may be sockets here that nginx cannot open.
    .replace('error_log /dev/stderr', `error_log ${dir}/error.log`)
    .replace('access_log /dev/stdout', `access_log ${dir}/access.log`);
  writeFileSync(join(dir, 'nginx.conf'), conf);
  check('deploy/nginx/nginx.conf (nginx -t)', NGINX, [
    '-t',
    '-q',
    '-p',
    dir,
    '-e',
    join(dir, 'error.log'),
    '-c',
    join(dir, 'nginx.conf'),
  ]);
  rmSync(dir, { recursive: true, force: true });
} else {
  console.log(`(nginx -t skipped: ${NGINX} is not installed)`);
}

if (problems.length > 0) {
  console.error(`✗ deploy files:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Deploy files: compose.yaml, Dockerfile and deploy/nginx are clean.');
