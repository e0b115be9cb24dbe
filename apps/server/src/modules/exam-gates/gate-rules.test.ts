import { describe, expect, it } from 'vitest';
import { CourseRules } from '../catalog/course-rules.js';
import { gateRequirements } from './gate-rules.js';

const FINAL = { EXAM_TYPE: 'FINAL' };
const both = { SC_FINAL_EXAM_ACCESS_CODE_REQUIRED: 'yes', SC_PROCTOR_PROCTOR_REQUIRED: 'yes' };

describe('gateRequirements', () => {
  it.each([
    ['final exam, no rules (defaults no)', 'EXAM', FINAL, {}, [false, false, false]],
    ['final exam, access code rule', 'EXAM', FINAL, { SC_FINAL_EXAM_ACCESS_CODE_REQUIRED: 'yes' }, [true, false, false]],
    ['final exam, proctor rule', 'EXAM', FINAL, { SC_PROCTOR_PROCTOR_REQUIRED: 'YES' }, [false, true, false]],
    ['final exam, both rules', 'EXAM', { EXAM_TYPE: 'final' }, both, [true, true, false]],
    ['unit exam ignores the final-exam rules', 'EXAM', {}, both, [false, false, false]],
    ['unit exam asking for the licence', 'EXAM', { DRIVERS_LICENSE_REQUIRED: 'yes' }, {}, [false, false, true]],
    ['final exam with everything', 'EXAM', { ...FINAL, DRIVERS_LICENSE_REQUIRED: 'yes' }, both, [true, true, true]],
    ['licence metadata "no"', 'EXAM', { ...FINAL, DRIVERS_LICENSE_REQUIRED: 'no' }, {}, [false, false, false]],
    ['rule value "no"', 'EXAM', FINAL, { SC_FINAL_EXAM_ACCESS_CODE_REQUIRED: 'no' }, [false, false, false]],
    ['not an exam node', 'LESSON', { ...FINAL, DRIVERS_LICENSE_REQUIRED: 'yes' }, both, [false, false, false]],
  ] as const)('%s', (_name, type, metadata, rules, [access, proctor, licence]) => {
    expect(gateRequirements(new CourseRules(rules), { type, metadata })).toEqual({
      accessCodeRequired: access,
      proctorCodeRequired: proctor,
      driversLicenseRequired: licence,
    });
  });
});
