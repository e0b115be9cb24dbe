// npm run bench:<name>: installs and builds what is missing, then runs bench/<name>.ts.
import { ensureBuilt, ensureInstalled, run } from './lib/setup.mjs';

const name = process.argv[2];
ensureInstalled();
ensureBuilt();
run('npx', ['tsx', `bench/${name}.ts`, ...process.argv.slice(3)]);
