import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { complianceProfile } from './compliance.js';

// A shipped profile as the base of each case (the server's own data, so the schema is tested on real input).
const shipped = () =>
  JSON.parse(
    readFileSync(
      new URL('../../../apps/server/src/modules/compliance/profiles/nmls-ce-online-self-study.v1.json', import.meta.url),
      'utf8',
    ),
  );

const pathOfFirstIssue = (value: unknown) => {
  const result = complianceProfile.safeParse(value);
  return result.success ? null : result.error.issues[0]?.path.join('.');
};

describe('compliance profile schema', () => {
  it('accepts a shipped profile with values, sources and nulls', () => {
    const parsed = complianceProfile.parse(shipped());
    expect(parsed.parameters.time.minutesPerCreditHour?.value).toBe(50);
    expect(parsed.parameters.attestation).toBeNull();
  });

  it('rejects an unknown key at the top, in a group and in a source', () => {
    expect(pathOfFirstIssue({ ...shipped(), colour: 'blue' })).toBe('');
    const inGroup = shipped();
    inGroup.parameters.finalExam.passMark = null;
    expect(pathOfFirstIssue(inGroup)).toBe('parameters.finalExam');
    const inSource = shipped();
    inSource.parameters.linearLock.source.author = 'someone';
    expect(pathOfFirstIssue(inSource)).toBe('parameters.linearLock.source');
  });

  it('rejects a value without its source, or with a source that names nothing or no date read', () => {
    const bare = shipped();
    bare.parameters.idle.timeoutSeconds = { value: 360 };
    expect(pathOfFirstIssue(bare)).toBe('parameters.idle.timeoutSeconds.source');
    const plain = shipped();
    plain.parameters.idle.timeoutSeconds = 360;
    expect(pathOfFirstIssue(plain)).toBe('parameters.idle.timeoutSeconds');
    const noCitation = shipped();
    noCitation.parameters.linearLock.source.citation = '  ';
    expect(pathOfFirstIssue(noCitation)).toBe('parameters.linearLock.source.citation');
    const noDate = shipped();
    delete noDate.parameters.linearLock.source.readOn;
    expect(pathOfFirstIssue(noDate)).toBe('parameters.linearLock.source.readOn');
  });

  it('rejects a missing parameter: unknown values are written as null, never left out', () => {
    const missing = shipped();
    delete missing.parameters.records.retentionYears;
    expect(pathOfFirstIssue(missing)).toBe('parameters.records.retentionYears');
  });
});
