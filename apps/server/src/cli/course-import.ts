// npm run course:import -- [--override-compliance "<reason>"] [--actor <login>] <folder> [<folder>…]: validates and
// imports course packages. A package bound to compliance profiles prints its compliance report; one with a FAIL is
// refused unless --override-compliance gives the reason (audited, decision 0135).
import { resolve } from 'node:path';
import { ComplianceRefusedError, formatComplianceReport, loadProfiles } from '../modules/compliance/index.js';
import { importCourseFolder, PackageInvalidError } from '../modules/course-import/import-course-folder.js';
import { systemClock } from '../platform/clock.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { migrateDatabase } from '../platform/db/migrate.js';
import { openStorage } from '../platform/storage/open-storage.js';
import { parseImportArgs } from './course-import-args.js';

const args = parseImportArgs(process.argv.slice(2));
if ('error' in args) {
  console.error(args.error);
  console.error('usage: npm run course:import -- [--override-compliance "<reason>"] [--actor <login>] <package folder> […]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: resolve(config.dataDir) });
const storage = openStorage(config.storage);
const profiles = loadProfiles();
let failed = false;
try {
  await migrateDatabase(database);
  for (const folder of args.folders) {
    try {
      const s = await importCourseFolder(database.db, systemClock, resolve(folder), storage, {
        actor: args.actor,
        complianceOverride: args.override,
        profiles,
      });
      console.log(
        `${folder}: ${s.code} imported (product ${s.productId}): ${s.created} nodes created, ${s.updated} updated, ${s.removed} removed; ${s.removedFiles} unreferenced files deleted`,
      );
      if (s.compliance) console.log(formatComplianceReport(s.compliance));
    } catch (err) {
      failed = true;
      if (err instanceof PackageInvalidError) console.error(`${folder}: ${err.message}`);
      else if (err instanceof ComplianceRefusedError) {
        console.error(formatComplianceReport(err.report));
        console.error(`${folder}: not imported: ${err.message}; --override-compliance "<reason>" publishes it anyway`);
      } else throw err;
    }
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
