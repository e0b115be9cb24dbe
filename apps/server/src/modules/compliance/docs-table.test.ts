import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProfiles } from './load-profiles.js';

/** Every parameter of a profile that carries a value: its dotted path and its source's citation. */
function sourcedValues(node: unknown, path = ''): { parameter: string; citation: string }[] {
  if (node === null || typeof node !== 'object') return [];
  if ('source' in node) return [{ parameter: path, citation: (node as { source: { citation: string } }).source.citation }];
  return Object.entries(node).flatMap(([k, v]) => sourcedValues(v, path ? `${path}.${k}` : k));
}

describe('docs/compliance.md', () => {
  it('lists every shipped value with its source, and nothing that does not ship', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../../../../docs/compliance.md'), 'utf8');
    const rows = doc
      .split('\n')
      .filter((l) => /^\| `[a-z0-9-]+` \| \d+ \| `/.test(l))
      .map((l) => {
        const cells = l.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
        return `${cells[1]?.replace(/`/g, '')}@${cells[2]} ${cells[3]?.replace(/`/g, '')} [${cells[5]}]`;
      });
    const shipped = loadProfiles()
      .latest()
      .flatMap((latest) => {
        const registry = loadProfiles();
        return registry
          .versionsOf(latest.id)
          .flatMap((v) =>
            sourcedValues(registry.find(latest.id, v)?.parameters).map((s) => `${latest.id}@${v} ${s.parameter} [${s.citation}]`),
          );
      });
    expect(shipped.length).toBeGreaterThan(0);
    expect(rows.sort()).toEqual(shipped.sort());
  });
});
