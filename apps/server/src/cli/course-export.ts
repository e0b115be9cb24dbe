// npm run course:export -- <product code> <file.imscc>: exports a course as a Common Cartridge 1.3.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { exportCartridge } from '../modules/course-import/formats/common-cartridge/export-cartridge.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { migrateDatabase } from '../platform/db/migrate.js';

const [code, out] = process.argv.slice(2);
if (!code || !out) {
  console.error('usage: npm run course:export -- <product code> <file.imscc>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: resolve(config.dataDir) });
let status = 0;
try {
  await migrateDatabase(database);
  const exported = await exportCartridge(database.db, code);
  if (!exported) {
    console.error(`no product with code ${code}`);
    status = 1;
  } else {
    writeFileSync(resolve(out), exported.bytes);
    console.log(`${code}: exported to ${out} (${exported.bytes.byteLength} bytes); ${exported.warnings.length} warning(s)`);
    for (const w of exported.warnings) console.log(`  ${w.node}: ${w.message}`);
  }
} finally {
  await database.close();
}
process.exit(status);
