import type { ComplianceReport } from '@continuum/contracts';

/**
 * The compliance report as plain text for the importer's CLI: one block per bound profile version, one line per
 * check (status, check, what the course has, what the profile asks, the source's citation), the same lines the API
 * returns.
 */
export function formatComplianceReport(report: ComplianceReport): string {
  const out: string[] = [];
  for (const p of report.profiles) {
    const newer = p.latestVersion > p.profileVersion ? ` (version ${p.latestVersion} is shipped; not moved)` : '';
    out.push(`compliance: ${p.name} (${p.profileId} version ${p.profileVersion})${newer}`);
    for (const l of report.lines.filter((x) => x.profileId === p.profileId)) {
      const has = l.course ?? '-';
      const asks = l.required ?? '-';
      const source = l.source ? `  [${l.source.citation}]` : '';
      out.push(`  ${l.status.padEnd(14)} ${l.check.padEnd(36)} course ${has}; asks ${asks} ${l.unit.toLowerCase()}${source}`);
    }
  }
  out.push(`compliance: ${report.failures} FAIL line(s)`);
  return out.join('\n');
}
