import { describe, expect, it } from 'vitest';
import { parseImportArgs } from './course-import-args.js';

describe('npm run course:import arguments (decision 0135)', () => {
  it('reads folders, the override reason and the actor', () => {
    expect(parseImportArgs(['a', '--override-compliance', 'Waiver 12', '--actor', 'ada', 'b'])).toEqual({
      folders: ['a', 'b'],
      check: false,
      json: false,
      attachTo: undefined,
      actor: 'ada',
      override: { reason: 'Waiver 12' },
    });
    expect(parseImportArgs(['a'])).toEqual({
      folders: ['a'],
      check: false,
      json: false,
      attachTo: undefined,
      actor: 'course-import',
      override: undefined,
    });
    expect(parseImportArgs(['--check', 'a', '--json', '--attach', 'RE-CE'])).toMatchObject({
      folders: ['a'],
      check: true,
      json: true,
      attachTo: 'RE-CE',
    });
  });

  it('refuses a blank reason, a missing value, an unknown option and no folder', () => {
    expect(parseImportArgs(['a', '--override-compliance', '  '])).toHaveProperty('error');
    expect(parseImportArgs(['a', '--override-compliance'])).toEqual({ error: '--override-compliance needs a value' });
    expect(parseImportArgs(['--force', 'a'])).toEqual({ error: 'unknown option --force' });
    expect(parseImportArgs([])).toEqual({ error: 'no package folder given' });
  });
});
