// npm run course:import -- <file or folder> […] [--check] [--json] [--attach PRODUCT-CODE]
//   [--override-compliance "<reason>"] [--actor <login>]
// Imports course packages of ours and the field's formats, told apart by their content (issue 29): Common Cartridge
// (.imscc or its folder), Open edX OLX (.tar.gz or its folder), GIFT, Moodle XML and QTI (formats/reader-table.ts).
// A package bound to compliance profiles prints its compliance report; one with a FAIL is refused unless
// --override-compliance gives the reason (audited, decision 0135).
import { resolve } from 'node:path';
import { ComplianceRefusedError, formatComplianceReport, loadProfiles } from '../modules/compliance/index.js';
import { CartridgeInvalidError } from '../modules/course-import/formats/common-cartridge/read-cartridge.js';
import { importSource, SourceInvalidError } from '../modules/course-import/formats/import-source.js';
import { OlxInvalidError } from '../modules/course-import/formats/olx/read-olx.js';
import { emptyCounts, type ImportReport } from '../modules/course-import/formats/report.js';
import { PackageInvalidError } from '../modules/course-import/import-course-folder.js';
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
    'usage: npm run course:import -- <file or folder> […] [--check] [--json] [--attach PRODUCT-CODE] [--override-compliance "<reason>"] [--actor <login>]',
  );
  process.exit(2);
}
const { check, json, attachTo } = args;
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: resolve(config.dataDir) });
const storage = openStorage(config.storage);
const profiles = loadProfiles();
const total: ImportReport = { created: emptyCounts(), warnings: [] };
let failed = false;
try {
  await migrateDatabase(database);
  for (const source of args.folders) {
    try {
      const r = await importSource(database.db, systemClock, resolve(source), {
        check,
        storage,
        attachTo,
        compliance: { actor: args.actor, complianceOverride: args.override, profiles },
      });
      for (const [k, v] of Object.entries(r.report.created)) total.created[k as keyof typeof total.created] += v;
      total.warnings.push(...r.report.warnings);
      if (!json) {
        const s = r.summary;
        console.log(
          `${source}: ${r.format} ${check ? 'checked' : 'imported'} as ${s.code} (product ${s.productId}): ${s.created} nodes created, ${s.updated} updated, ${s.removed} removed; ${r.report.warnings.length} warning(s)`,
        );
        for (const w of r.report.warnings) console.log(`  ${w.file}:${w.line}: ${w.message}`);
        if (s.compliance) console.log(formatComplianceReport(s.compliance));
      }
    } catch (err) {
      failed = true;
      if (err instanceof ComplianceRefusedError) {
        console.error(formatComplianceReport(err.report));
        console.error(`${source}: not imported: ${err.message}; --override-compliance "<reason>" publishes it anyway`);
        continue;
      }
      const problems =
        err instanceof PackageInvalidError
          ? err.errors
          : err instanceof SourceInvalidError || err instanceof CartridgeInvalidError || err instanceof OlxInvalidError
            ? err.problems
            : null;
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
