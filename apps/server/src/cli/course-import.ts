// npm run course:import -- <file or folder> […] [--check] [--json] [--override-compliance "<reason>"] [--actor <login>]:
// validates and imports course packages of ours and the other formats the content shows (issue 29): Common
// Cartridge (.imscc or its folder), Open edX OLX (.tar.gz or its folder), and the question formats of
// formats/reader-table.ts. A package bound to compliance profiles prints its compliance report; one with a FAIL is
// refused unless --override-compliance gives the reason (audited, decision 0135).
import { resolve } from 'node:path';
import { ComplianceRefusedError, formatComplianceReport, loadProfiles } from '../modules/compliance/index.js';
import { CartridgeInvalidError } from '../modules/course-import/formats/common-cartridge/read-cartridge.js';
import { importSource, PackageInvalidError, SourceInvalidError } from '../modules/course-import/formats/import-source.js';
import { OlxInvalidError } from '../modules/course-import/formats/olx/read-olx.js';
import { systemClock } from '../platform/clock.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { migrateDatabase } from '../platform/db/migrate.js';
import { openStorage } from '../platform/storage/open-storage.js';
import { parseImportArgs } from './course-import-args.js';

const args = parseImportArgs(process.argv.slice(2));
if ('error' in args) {
  console.error(args.error);
  console.error(
    'usage: npm run course:import -- <package folder, .imscc, OLX folder or .tar.gz, question file> […] [--check] [--json] [--override-compliance "<reason>"] [--actor <login>]',
  );
  process.exit(2);
}
const { check, json } = args;
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: resolve(config.dataDir) });
const storage = openStorage(config.storage);
const profiles = loadProfiles();
let failed = false;
try {
  await migrateDatabase(database);
  for (const path of args.folders) {
    try {
      const {
        format,
        report,
        summary: s,
      } = await importSource(database.db, systemClock, resolve(path), {
        check,
        storage,
        compliance: { actor: args.actor, complianceOverride: args.override, profiles },
      });
      if (json) {
        console.log(JSON.stringify(report));
        continue;
      }
      console.log(
        `${path}: ${format} ${s.code} ${check ? 'checked' : 'imported'} (product ${s.productId}): ${s.created} nodes created, ${s.updated} updated, ${s.removed} removed; ${report.warnings.length} warning(s)`,
      );
      for (const w of report.warnings) console.log(`  ${w.file}:${w.line}: ${w.message}`);
      if (s.compliance) console.log(formatComplianceReport(s.compliance));
    } catch (err) {
      failed = true;
      if (
        err instanceof PackageInvalidError ||
        err instanceof SourceInvalidError ||
        err instanceof CartridgeInvalidError ||
        err instanceof OlxInvalidError
      )
        console.error(`${path}: ${err.message}`);
      else if (err instanceof ComplianceRefusedError) {
        console.error(formatComplianceReport(err.report));
        console.error(`${path}: not imported: ${err.message}; --override-compliance "<reason>" publishes it anyway`);
      } else throw err;
    }
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
