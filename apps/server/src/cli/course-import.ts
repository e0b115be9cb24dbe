// npm run course:import -- <folder> [<folder>…]: validates and imports course packages.
import { resolve } from 'node:path';
import { importCourseFolder, PackageInvalidError } from '../modules/course-import/import-course-folder.js';
import { systemClock } from '../platform/clock.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { migrateDatabase } from '../platform/db/migrate.js';
import { openStorage } from '../platform/storage/open-storage.js';

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('usage: npm run course:import -- <package folder> [<package folder>…]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: resolve(config.dataDir) });
const storage = openStorage(config.storage);
let failed = false;
try {
  await migrateDatabase(database);
  for (const folder of folders) {
    try {
      const s = await importCourseFolder(database.db, systemClock, resolve(folder), storage);
      console.log(
        `${folder}: ${s.code} imported (product ${s.productId}): ${s.created} nodes created, ${s.updated} updated, ${s.removed} removed; ${s.removedFiles} unreferenced files deleted`,
      );
    } catch (err) {
      failed = true;
      if (err instanceof PackageInvalidError) console.error(`${folder}: ${err.message}`);
      else throw err;
    }
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
