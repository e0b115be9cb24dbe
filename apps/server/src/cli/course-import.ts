// npm run course:import -- <file-or-folder> [<file-or-folder>…] [--check] [--json] [--attach PRODUCT-CODE]
// Imports course packages and the field's formats (GIFT, Moodle XML, …), told apart by their content (issue 29).
import { resolve } from 'node:path';
import { importSource, SourceInvalidError } from '../modules/course-import/formats/import-source.js';
import { emptyCounts, type ImportReport } from '../modules/course-import/formats/report.js';
import { PackageInvalidError } from '../modules/course-import/import-course-folder.js';
import { systemClock } from '../platform/clock.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { migrateDatabase } from '../platform/db/migrate.js';
import { openStorage } from '../platform/storage/open-storage.js';

const args = process.argv.slice(2);
const check = args.includes('--check');
const json = args.includes('--json');
const attachAt = args.indexOf('--attach');
const attachTo = attachAt >= 0 ? args[attachAt + 1] : undefined;
const sources = args.filter((a, i) => !a.startsWith('--') && !(attachAt >= 0 && i === attachAt + 1));
if (sources.length === 0 || (attachAt >= 0 && !attachTo)) {
  console.error(
    'usage: npm run course:import -- <file or folder> [<file or folder>…] [--check] [--json] [--attach PRODUCT-CODE]',
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: resolve(config.dataDir) });
const storage = openStorage(config.storage);
const total: ImportReport = { created: emptyCounts(), warnings: [] };
let failed = false;
try {
  await migrateDatabase(database);
  for (const source of sources) {
    try {
      const r = await importSource(database.db, systemClock, resolve(source), { check, storage, attachTo });
      for (const [k, v] of Object.entries(r.report.created)) total.created[k as keyof typeof total.created] += v;
      total.warnings.push(...r.report.warnings);
      if (!json) {
        const s = r.summary;
        console.log(
          `${source}: ${r.format} ${check ? 'checked' : 'imported'} as ${s.code} (product ${s.productId}): ${s.created} nodes created, ${s.updated} updated, ${s.removed} removed; ${r.report.warnings.length} warning(s)`,
        );
        for (const w of r.report.warnings) console.log(`  ${w.file}:${w.line}: ${w.message}`);
      }
    } catch (err) {
      failed = true;
      const problems = err instanceof PackageInvalidError ? err.errors : err instanceof SourceInvalidError ? err.problems : null;
      if (!problems) throw err;
      if (json) total.warnings.push(...problems);
      else console.error(`${source}: not imported:\n${problems.map((p) => `  ${p.file}:${p.line}: ${p.message}`).join('\n')}`);
    }
  }
} finally {
  await database.close();
}
if (json) console.log(JSON.stringify(total));
process.exit(failed ? 1 : 0);
