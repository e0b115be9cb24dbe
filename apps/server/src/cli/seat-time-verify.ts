// npm run seat-time:verify: recomputes every seat-time chain and reports broken ones (exit 1).
import { resolve } from 'node:path';
import { verifyLedger } from '../modules/seat-time/verify.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { migrateDatabase } from '../platform/db/migrate.js';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: resolve(config.dataDir) });
try {
  await migrateDatabase(database);
  const problems = await verifyLedger(database.db);
  if (problems.length === 0) {
    console.log('seat-time ledger: every chain verifies');
  } else {
    for (const p of problems) console.error(`learner product ${p.learnerProductId}, entry ${p.seq}: ${p.problem}`);
    console.error(`seat-time ledger: ${problems.length} problem(s) found`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
