// npm run course:import -- <file or folder> [<file or folder>…] [--check] [--json]: validates and imports course
// packages of ours and the other formats the content shows (issue 29): Common Cartridge (.imscc or its folder), Open
// edX OLX (.tar.gz or its folder), and the question formats of formats/reader-table.ts.
import { resolve } from 'node:path';
import { CartridgeInvalidError } from '../modules/course-import/formats/common-cartridge/read-cartridge.js';
import { importSource, PackageInvalidError, SourceInvalidError } from '../modules/course-import/formats/import-source.js';
import { OlxInvalidError } from '../modules/course-import/formats/olx/read-olx.js';
import { systemClock } from '../platform/clock.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { migrateDatabase } from '../platform/db/migrate.js';
import { openStorage } from '../platform/storage/open-storage.js';

const args = process.argv.slice(2);
const check = args.includes('--check');
const json = args.includes('--json');
const paths = args.filter((a) => !a.startsWith('--'));
if (paths.length === 0) {
  console.error(
    'usage: npm run course:import -- <package folder, .imscc, OLX folder or .tar.gz, question file> […] [--check] [--json]',
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: resolve(config.dataDir) });
const storage = openStorage(config.storage);
let failed = false;
try {
  await migrateDatabase(database);
  for (const path of paths) {
    try {
      const { format, report, summary: s } = await importSource(database.db, systemClock, resolve(path), { check, storage });
      if (json) {
        console.log(JSON.stringify(report));
        continue;
      }
      console.log(
        `${path}: ${format} ${s.code} ${check ? 'checked' : 'imported'} (product ${s.productId}): ${s.created} nodes created, ${s.updated} updated, ${s.removed} removed; ${report.warnings.length} warning(s)`,
      );
      for (const w of report.warnings) console.log(`  ${w.file}:${w.line}: ${w.message}`);
    } catch (err) {
      failed = true;
      if (
        err instanceof PackageInvalidError ||
        err instanceof SourceInvalidError ||
        err instanceof CartridgeInvalidError ||
        err instanceof OlxInvalidError
      )
        console.error(`${path}: ${err.message}`);
      else throw err;
    }
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
