import { describe, expect, it } from 'vitest';
import { CourseRules } from '../catalog/index.js';
import { mergeEffectiveRules } from './effective-rules.js';
import { loadProfiles } from './load-profiles.js';
import { sourced, testProfile } from './test-profiles.js';

const shipped = loadProfiles();
const profile = (id: string) => {
  const p = shipped.find(id, 1);
  if (!p) throw new Error(`no shipped profile ${id}`);
  return p;
};
const nmls = { profile: profile('nmls-ce-online-self-study'), creditHours: 8 };
const course = (rules: Record<string, string> = {}, extra: { minimumRequiredMinutes?: number; linear?: boolean } = {}) => ({
  rules: new CourseRules(rules),
  ...extra,
});
const reasonsOf = (r: ReturnType<typeof mergeEffectiveRules>) => r.reasons.map((x) => x.rule);

describe('effective rules: the course’s own, tightened by its bound profiles', () => {
  it('without a profile the course’s rules stand and nothing is tightened', () => {
    const r = mergeEffectiveRules(course({ SC_SEAT_TIME_IS_TIMEOUT: 'yes', SC_SEAT_TIME_TIMEOUT_MINUTES: '10' }), []);
    expect(r.idle).toEqual({ timeoutSeconds: 600, warningShown: true, action: 'LOG_OUT' });
    expect(r.reasons).toEqual([]);
    expect(r.minimumMinutes).toBeNull();
  });

  it('NMLS: 360 s idle without warning, the unit forfeited, linear, 50 min per credit hour, not in successive years', () => {
    const r = mergeEffectiveRules(course({}, { minimumRequiredMinutes: 300, linear: false }), [nmls]);
    expect(r.idle).toEqual({ timeoutSeconds: 360, warningShown: false, action: 'LOG_OUT_FORFEIT_UNIT' });
    expect(r.linearLock).toBe(true);
    expect(r.minimumMinutes).toBe(400);
    expect(r.repeat.notInSuccessiveYears).toBe(true);
    expect(reasonsOf(r)).toEqual([
      'IDLE_TIMEOUT',
      'IDLE_NO_WARNING',
      'IDLE_ACTION',
      'LINEAR_LOCK',
      'MINIMUM_TIME',
      'REPEAT_SUCCESSIVE_YEARS',
    ]);
    const reason = r.reasons[0];
    expect(reason).toEqual({
      rule: 'IDLE_TIMEOUT',
      reasonKey: 'compliance.reason.IDLE_TIMEOUT',
      profileId: 'nmls-ce-online-self-study',
      profileName: nmls.profile.name,
      value: '360',
    });
  });

  it('a stricter course rule stands and carries no reason', () => {
    const r = mergeEffectiveRules(
      course(
        { SC_SEAT_TIME_IS_TIMEOUT: 'yes', SC_SEAT_TIME_TIMEOUT_MINUTES: '5' },
        { minimumRequiredMinutes: 500, linear: true },
      ),
      [nmls],
    );
    expect(r.idle.timeoutSeconds).toBe(300);
    expect(r.minimumMinutes).toBe(500);
    expect(reasonsOf(r)).not.toContain('IDLE_TIMEOUT');
    expect(reasonsOf(r)).not.toContain('MINIMUM_TIME');
    expect(reasonsOf(r)).not.toContain('LINEAR_LOCK');
  });

  it('the daily cap: the smaller maximum wins, in the profile’s zone', () => {
    const capped = testProfile('cap', {
      time: { dailyCap: sourced({ kind: 'STUDY_HOURS_PER_DAY', hours: 8 }), dailyCapTimeZone: sourced('America/Chicago') },
    });
    const looser = mergeEffectiveRules(course({ SC_SEAT_TIME_MAX_DAILY_MINUTES: '600' }), [{ profile: capped, creditHours: 1 }]);
    expect(looser.dailyCap).toEqual({ maxMs: 8 * 3_600_000, timeZone: 'America/Chicago' });
    expect(reasonsOf(looser)).toEqual(['DAILY_CAP']);
    const stricter = mergeEffectiveRules(course({ SC_SEAT_TIME_MAX_DAILY_MINUTES: '60' }), [{ profile: capped, creditHours: 1 }]);
    expect(stricter.dailyCap).toEqual({ maxMs: 3_600_000, timeZone: 'America/Chicago' });
    expect(reasonsOf(stricter)).toEqual([]);
    // An exam-credit cap (CA DRE) is not a study cap: the course's own (none) stands.
    const dre = { profile: profile('ca-dre-ce'), creditHours: 3 };
    expect(mergeEffectiveRules(course(), [dre]).dailyCap).toBeNull();
  });

  it('two profiles: each value takes the stricter of both; retake wait the longer, attempts the fewer', () => {
    const a = testProfile('test-a', { finalExam: { attempts: sourced(3), retakeWaitMinutes: sourced(60) } });
    const b = testProfile('test-b', { finalExam: { attempts: sourced(2), retakeWaitMinutes: sourced(1440) } });
    const r = mergeEffectiveRules(course({ SC_FINAL_EXAMS_MINS_BEFORE_RETAKE: '120' }), [
      { profile: a, creditHours: 1 },
      { profile: b, creditHours: 1 },
    ]);
    expect(r.finalAttempts).toBe(2);
    expect(r.retakeWaitMinutes).toBe(1440);
    expect(r.reasons.filter((x) => x.rule === 'RETAKE_WAIT').map((x) => x.profileId)).toEqual(['test-b']);
  });

  it('minimum calendar days scale with the bound credit hours; FL DFS repeat rule; Illinois validation cadence', () => {
    const days = testProfile('days', { time: { minimumCalendarDays: sourced({ creditHours: 30, days: 3 }) } });
    expect(mergeEffectiveRules(course(), [{ profile: days, creditHours: 60 }]).minimumCalendarDays).toBe(3);
    expect(mergeEffectiveRules(course(), [{ profile: days, creditHours: 15 }]).minimumCalendarDays).toBe(2);
    const dfs = { profile: profile('fl-dfs-ce'), creditHours: 4 };
    expect(mergeEffectiveRules(course(), [dfs]).repeat).toEqual({ notInSuccessiveYears: false, notWithinYears: 3 });
    const il = testProfile('il', {
      personalValidation: {
        cadence: sourced({ kind: 'PER_HOUR', count: 2 }),
        answerSeconds: sourced(60),
        failure: sourced({ onMiss: 'RETURN_TO_LAST_VERIFICATION', maxTimeouts: 1, maxWrongAnswers: 2, onLimit: 'FAIL_COURSE' }),
      },
    });
    expect(mergeEffectiveRules(course(), [{ profile: il, creditHours: 3 }]).personalValidation).toEqual({
      perHour: 2,
      fixedCount: null,
      answerSeconds: 60,
      maxTimeouts: 1,
      maxWrongAnswers: 2,
      onMiss: 'RETURN_TO_LAST_VERIFICATION',
      onLimit: 'FAIL_COURSE',
    });
  });
});
