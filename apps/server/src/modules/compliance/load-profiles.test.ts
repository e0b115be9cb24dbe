import { cpSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProfiles, profilesFolder } from './load-profiles.js';

const SHIPPED = [
  'ca-cdi-ce',
  'ca-dre-ce',
  'fl-dfs-ce',
  'fl-frec-ce',
  'il-re-ce-non-classroom',
  'nmls-ce-online-self-study',
  'nmls-pe-online-self-study',
  'tx-tdi-ce-self-study',
  'tx-trec-ce',
  'tx-trec-ce-elective',
  'tx-trec-qualifying-online',
];

/** A copy of the shipped profiles to break one file of. */
function copyOfShipped() {
  const dir = mkdtempSync(join(tmpdir(), 'profiles-'));
  cpSync(profilesFolder(), dir, { recursive: true });
  return dir;
}
const edit = (
  dir: string,
  file: string,
  change: (p: { parameters: { finalExam: Record<string, unknown>; time: Record<string, unknown> } }) => void,
) => {
  const p = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  change(p);
  writeFileSync(join(dir, file), JSON.stringify(p));
};

describe('shipped compliance profiles', () => {
  it('loads the ten programmes of issue 27, each valid, with a dated source for every value', () => {
    const registry = loadProfiles();
    expect(registry.latest().map((p) => p.id)).toEqual(SHIPPED);
    const nmls = registry.find('nmls-ce-online-self-study');
    expect(nmls?.parameters.idle.timeoutSeconds).toMatchObject({ value: 360, source: { readOn: '2026-11-28' } });
    expect(nmls?.parameters.time.minutesPerCreditHour?.source.citation).toMatch(/Functional Specifications.*§5\.3/);
  });

  it('stops the start on a profile with an unknown key, naming the file and the key', () => {
    const dir = copyOfShipped();
    edit(dir, 'ca-dre-ce.v1.json', (p) => {
      p.parameters.finalExam.passingGrade = null;
    });
    expect(() => loadProfiles(dir)).toThrow(/ca-dre-ce\.v1\.json: parameters\.finalExam: .*passingGrade/);
  });

  it('stops the start on a value without its source', () => {
    const dir = copyOfShipped();
    edit(dir, 'fl-frec-ce.v1.json', (p) => {
      p.parameters.time.minutesPerCreditHour = { value: 50 };
    });
    expect(() => loadProfiles(dir)).toThrow(/fl-frec-ce\.v1\.json: parameters\.time\.minutesPerCreditHour\.source/);
  });

  it('stops the start on a file not named after its id and version, or not JSON', () => {
    const dir = copyOfShipped();
    renameSync(join(dir, 'tx-trec-ce.v1.json'), join(dir, 'tx-trec-ce.json'));
    expect(() => loadProfiles(dir)).toThrow(/tx-trec-ce\.json: the file must be named tx-trec-ce\.v1\.json/);
    const broken = copyOfShipped();
    writeFileSync(join(broken, 'ca-cdi-ce.v1.json'), '{ "id": ');
    expect(() => loadProfiles(broken)).toThrow(/ca-cdi-ce\.v1\.json: not valid JSON/);
  });

  it('keeps every version of a profile and serves the latest unless one is named', () => {
    const dir = copyOfShipped();
    const second = JSON.parse(readFileSync(join(dir, 'tx-trec-ce.v1.json'), 'utf8'));
    writeFileSync(join(dir, 'tx-trec-ce.v2.json'), JSON.stringify({ ...second, version: 2, name: 'TREC CE, second version' }));
    const registry = loadProfiles(dir);
    expect(registry.versionsOf('tx-trec-ce')).toEqual([1, 2]);
    expect(registry.find('tx-trec-ce')?.name).toBe('TREC CE, second version');
    expect(registry.find('tx-trec-ce', 1)?.version).toBe(1);
    expect(registry.find('tx-trec-ce', 3)).toBeUndefined();
  });
});
