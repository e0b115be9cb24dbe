import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock.js';
import { type AskedValidation, type ValidationRules, validationDueAt, validationState } from './validation-schedule.js';

/** Illinois as the brief states it: 2 per hour at random times, 60 s to answer, a 2nd time-out or a 3rd wrong answer fails. */
const illinois: ValidationRules = {
  perHour: 2,
  fixedCount: null,
  answerSeconds: 60,
  maxTimeouts: 1,
  maxWrongAnswers: 2,
  onMiss: 'RETURN_TO_LAST_VERIFICATION',
  onLimit: 'FAIL_COURSE',
};
const anchor = new Date('2026-01-05T12:00:00Z');
const key = 'secret:lp-41';
const MIN = 60_000;

describe('personal validation question cadence (Illinois) on a controlled clock', () => {
  it('asks 2 questions per hour, one at a random point of each half hour, and none before it falls due', () => {
    const clock = new ManualClock(anchor);
    const first = validationDueAt(illinois, anchor, key, 0) as Date;
    const second = validationDueAt(illinois, anchor, key, 1) as Date;
    expect(first.getTime() - anchor.getTime()).toBeLessThan(30 * MIN - 60_000);
    expect(second.getTime()).toBeGreaterThanOrEqual(anchor.getTime() + 30 * MIN);
    expect(second.getTime()).toBeLessThan(anchor.getTime() + 60 * MIN);
    clock.set(new Date(first.getTime() - 1));
    expect(validationState(illinois, anchor, key, [], clock.now()).dueSlot).toBeNull();
    clock.advance(1);
    expect(validationState(illinois, anchor, key, [], clock.now()).dueSlot).toBe(0);
    // The points are drawn, not fixed: other learners get other times.
    const others = new Set(Array.from({ length: 8 }, (_, i) => validationDueAt(illinois, anchor, `k${i}`, 0)?.getTime()));
    expect(others.size).toBeGreaterThan(1);
  });

  it('an open question has 60 s; answered in time, the next falls in the next half hour', () => {
    const clock = new ManualClock(validationDueAt(illinois, anchor, key, 0) as Date);
    const asked: AskedValidation[] = [{ slot: 0, askedAt: clock.now(), passedAt: null, wrongAnswers: 0 }];
    expect(validationState(illinois, anchor, key, asked, clock.now()).open?.deadline).toEqual(new Date(clock.nowMs() + 60_000));
    clock.advance(59_000);
    asked[0] = { ...(asked[0] as AskedValidation), passedAt: clock.now() };
    const after = validationState(illinois, anchor, key, asked, clock.now());
    expect(after).toMatchObject({ open: null, dueSlot: null, timeouts: 0, failed: false, returnToLastVerification: false });
    clock.set(validationDueAt(illinois, anchor, key, 1) as Date);
    expect(validationState(illinois, anchor, key, asked, clock.now()).dueSlot).toBe(1);
  });

  it('a miss returns the learner to the last verification; the second time-out fails the course', () => {
    const clock = new ManualClock(validationDueAt(illinois, anchor, key, 0) as Date);
    const asked: AskedValidation[] = [{ slot: 0, askedAt: clock.now(), passedAt: null, wrongAnswers: 0 }];
    clock.advance(60_000);
    expect(validationState(illinois, anchor, key, asked, clock.now()).timeouts).toBe(0);
    clock.advance(1);
    const missed = validationState(illinois, anchor, key, asked, clock.now());
    expect(missed).toMatchObject({ timeouts: 1, returnToLastVerification: true, failed: false, open: null });
    // Nothing verified yet: the learner goes back to where the hours started.
    expect(missed).toMatchObject({ missedSlots: [0], lastVerifiedAt: anchor });
    clock.set(validationDueAt(illinois, anchor, key, 1) as Date);
    asked.push({ slot: 1, askedAt: clock.now(), passedAt: null, wrongAnswers: 0 });
    clock.advance(61_000);
    expect(validationState(illinois, anchor, key, asked, clock.now())).toMatchObject({
      timeouts: 2,
      failed: true,
      dueSlot: null,
    });
  });

  it('the last verification is the last answer right in time; a miss after it names only its own slot', () => {
    const first = validationDueAt(illinois, anchor, key, 0) as Date;
    const right = new Date(first.getTime() + 20_000);
    const second = validationDueAt(illinois, anchor, key, 1) as Date;
    const asked: AskedValidation[] = [
      { slot: 0, askedAt: first, passedAt: right, wrongAnswers: 0 },
      { slot: 1, askedAt: second, passedAt: null, wrongAnswers: 0 },
    ];
    expect(validationState(illinois, anchor, key, asked, new Date(second.getTime() + 30_000))).toMatchObject({
      missedSlots: [],
      lastVerifiedAt: right,
    });
    expect(validationState(illinois, anchor, key, asked, new Date(second.getTime() + 61_000))).toMatchObject({
      missedSlots: [1],
      lastVerifiedAt: right,
      returnToLastVerification: true,
    });
  });

  it('a right answer after the deadline is still a time-out', () => {
    const at = validationDueAt(illinois, anchor, key, 0) as Date;
    const late = new Date(at.getTime() + 90_000);
    const asked = [{ slot: 0, askedAt: at, passedAt: late, wrongAnswers: 0 }];
    expect(validationState(illinois, anchor, key, asked, late).timeouts).toBe(1);
  });

  it('two wrong answers are allowed; the third fails the course', () => {
    const at = validationDueAt(illinois, anchor, key, 0) as Date;
    const asked: AskedValidation[] = [{ slot: 0, askedAt: at, passedAt: new Date(at.getTime() + 30_000), wrongAnswers: 2 }];
    expect(validationState(illinois, anchor, key, asked, new Date(at.getTime() + 30_000)).failed).toBe(false);
    const second = validationDueAt(illinois, anchor, key, 1) as Date;
    asked.push({ slot: 1, askedAt: second, passedAt: null, wrongAnswers: 1 });
    expect(validationState(illinois, anchor, key, asked, new Date(second.getTime() + 10_000))).toMatchObject({
      wrongAnswers: 3,
      failed: true,
      open: null,
    });
  });

  it('a profile with no cadence asks nothing', () => {
    const none = { ...illinois, perHour: null };
    expect(validationState(none, anchor, key, [], new Date(anchor.getTime() + 10 * 60 * MIN)).dueSlot).toBeNull();
  });
});
