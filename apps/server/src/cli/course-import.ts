// npm run course:import -- <folder or file> [<folder or file>…] [--check] [--json]: validates and imports course
// packages, Common Cartridge 1.0-1.3 (.imscc or its folder) and Open edX OLX courses (.tar.gz or its folder).
import { resolve } from 'node:path';
import { CartridgeInvalidError } from '../modules/course-import/formats/common-cartridge/read-cartridge.js';
import { importCourseSource } from '../modules/course-import/formats/course-draft/import-source.js';
import { OlxInvalidError } from '../modules/course-import/formats/olx/read-olx.js';
import { checkCourseFolder, importCourseFolder, PackageInvalidError } from '../modules/course-import/import-course-folder.js';
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
  console.error('usage: npm run course:import -- <package folder, .imscc, OLX folder or .tar.gz> […] [--check] [--json]');
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
      const other = await importCourseSource(database.db, systemClock, resolve(path), { check, storage });
      if (other) {
        const s = other.summary;
        if (json) console.log(JSON.stringify({ created: other.created, warnings: other.warnings }));
        else {
          console.log(
            `${path}: ${other.format} ${s.code} ${check ? 'checked' : 'imported'} (product ${s.productId}): ${s.created} nodes created, ${s.updated} updated, ${s.removed} removed; ${other.warnings.length} warning(s)`,
          );
          for (const w of other.warnings) console.log(`  ${w.file}:${w.line}: ${w.message}`);
        }
        continue;
      }
      const s = check
        ? await checkCourseFolder(database.db, systemClock, resolve(path))
        : await importCourseFolder(database.db, systemClock, resolve(path), storage);
      if (json) console.log(JSON.stringify({ created: { products: 0, nodes: s.created }, warnings: [] }));
      else
        console.log(
          `${path}: ${s.code} ${check ? 'checked' : 'imported'} (product ${s.productId}): ${s.created} nodes created, ${s.updated} updated, ${s.removed} removed`,
        );
    } catch (err) {
      failed = true;
      if (err instanceof PackageInvalidError || err instanceof CartridgeInvalidError || err instanceof OlxInvalidError)
        console.error(`${path}: ${err.message}`);
      else throw err;
    }
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
