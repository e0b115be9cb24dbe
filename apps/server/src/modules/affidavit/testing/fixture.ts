import { importCoursePackage } from '../../../test/course-fixture.js';
import { createUser, type TestApp, TestClient, unique } from '../../../test/harness.js';
import { recordFact } from '../../progression/index.js';

/** Every final affidavit field on, the full SSN (the rules a regulator's course would set). */
export const ALL_FIELDS_ON: Record<string, string> = {
  SC_STUDENT_AFFIDAVITS_FINAL_REQUIRED: 'yes',
  SC_STUDENT_AFFIDAVITS_MIDDLE_NAME_REQUIRED: 'yes',
  SC_STUDENT_AFFIDAVITS_SSN: 'FULL',
  SC_STUDENT_AFFIDAVITS_DRIVERS_LICENSE: 'yes',
  SC_STUDENT_AFFIDAVITS_NRDS: 'yes',
  SC_STUDENT_AFFIDAVITS_DATE_OF_BIRTH: 'yes',
  SC_STUDENT_AFFIDAVITS_AGE: 'yes',
  SC_STUDENT_AFFIDAVITS_GENDER: 'yes',
  SC_STUDENT_AFFIDAVITS_EDUCATION: 'yes',
  SC_STUDENT_AFFIDAVITS_MARITAL_STATUS: 'yes',
  SC_STUDENT_AFFIDAVITS_EMPLOYMENT_STATUS: 'yes',
  SC_STUDENT_AFFIDAVITS_ETHNICITY: 'yes',
  SC_STUDENT_AFFIDAVITS_PASSWORD: 'yes',
  SC_STUDENT_AFFIDAVITS_ID_NUMBER: 'yes',
  SC_STUDENT_AFFIDAVITS_NMLS_ID: 'yes',
  SC_STUDENT_AFFIDAVITS_COUNTY_OF_RESIDENCE: 'yes',
  SC_STUDENT_AFFIDAVITS_LICENSE: 'yes',
  SC_STUDENT_AFFIDAVITS_CYCLE: 'yes',
  SC_STUDENT_AFFIDAVITS_CYCLES: '2024-2026, 2026-2028',
  SC_SEAT_TIME_TIME_ZONE: 'America/Chicago',
};

/**
 * A learner enrolled in a course of its own (state TX, industry REAL_ESTATE) with the given rules, signed in. The
 * course is finished (its final exam passed) unless `finished` is false: the final affidavit opens only then.
 */
export async function learnerWithAffidavitCourse(
  t: TestApp,
  rules: Record<string, string> = ALL_FIELDS_ON,
  options: { finished?: boolean } = {},
) {
  const learner = await createUser(t);
  const code = unique('AFF').toUpperCase();
  const ruleLines = Object.entries(rules)
    .map(([key, value]) => `  ${key}: ${JSON.stringify(value)}\n`)
    .join('');
  const course = await importCoursePackage(t, learner.id, {
    'course.yaml': `code: ${code}\ntitle: Affidavit Course\ntype: COURSE\nindustry: REAL_ESTATE\nstate: TX\naccount:\n  name: Fixture Academy\nrules:\n${ruleLines}`,
    'nodes/01-final.yaml': 'key: final\ntype: EXAM\ntitle: Final Exam\nmetadata:\n  EXAM_TYPE: FINAL\n',
  });
  if (options.finished !== false) await recordFact(t.database.db, course.lp.id, course.id('final'), 'COMPLETE', t.clock.now());
  const client = new TestClient(t.app);
  await client.signIn(learner.login, learner.password);
  return { learner, lp: course.lp, productId: course.productId, code, client };
}
