import type { ComplianceProfile, EffectiveRuleReason, IDLE_ACTIONS } from '@continuum/contracts';
import type { Db } from '../../platform/db/client.js';
import type { CourseRules } from './course-rules.js';

type IdleAction = (typeof IDLE_ACTIONS)[number];

/** A profile version a product is bound to, with the credit hours it is approved for. */
export interface BoundProfile {
  profile: ComplianceProfile;
  creditHours: number;
}

/** What the course itself sets, read by the caller through its owners' surfaces (what it does not know stays undefined). */
export interface CourseSide {
  rules: CourseRules;
  /** The product's minimum time (minutes), when the caller knows it. */
  minimumRequiredMinutes?: number | null;
  /** Every unit waits for the one before (no PROGRESS_OPEN_ALL or FLEXIBLE node), when the caller knows it. */
  linear?: boolean;
}

/**
 * The rules the engine enforces for a learner product: the course's own, tightened by every bound profile where the
 * profile is stricter (issue 27, decision 0130). A null profile value leaves the course's rule standing. Each
 * tightened value is listed in `reasons` with a key the learner's client words in their language.
 */
export interface EffectiveRules {
  bound: { profileId: string; profileVersion: number; name: string }[];
  idle: { timeoutSeconds: number | null; warningShown: boolean; action: IdleAction };
  /** Daily study maximum (ms) and the zone its day is counted in ('' : the course's own zone); null: no maximum. */
  dailyCap: { maxMs: number; timeZone: string } | null;
  linearLock: boolean;
  /** The course may not complete before so many calendar days from its start; null: no minimum. */
  minimumCalendarDays: number | null;
  minimumMinutes: number | null;
  finalExamRequired: boolean;
  /** Sittings of the final allowed in all; null: the exam's own setting. */
  finalAttempts: number | null;
  retakeWaitMinutes: number;
  differentFormOnRetake: boolean;
  attemptsExhausted: 'RETAKE_COURSE' | 'NO_CREDIT' | null;
  personalValidation: {
    perHour: number | null;
    fixedCount: number | null;
    answerSeconds: number | null;
    maxTimeouts: number | null;
    maxWrongAnswers: number | null;
    /** What a missed question does (the profile's failure rule); null: nothing beyond reporting it. */
    onMiss: 'RETURN_TO_LAST_VERIFICATION' | null;
    /** What reaching the failure rule does; null: nothing beyond reporting it. */
    onLimit: 'FAIL_COURSE' | null;
  } | null;
  attestation: { text: string; version: string; profileId: string } | null;
  phonesAndTabletsRefused: boolean;
  repeat: { notInSuccessiveYears: boolean; notWithinYears: number | null };
  reasons: EffectiveRuleReason[];
}

/**
 * The one reader of a product's effective rules (decision 0130). Declared here, beside the course rules it
 * tightens, so every module that enforces a rule (seat time, exam, progression, completion, enrolment) may use it
 * without depending on the compliance module, which implements it (compliance/rules-service.ts) and depends on
 * exam for its report. app.ts fills the slot with compliance's implementation.
 */
export interface EffectiveRulesReader {
  /** The profile versions a product is bound to (empty when none), with their credit hours. */
  boundProfiles(db: Db, productId: number): Promise<BoundProfile[]>;
  /** The course's rules merged with its bound profiles: the stricter wins, each tightened value with its reason. */
  forProduct(db: Db, productId: number, course: CourseSide): Promise<EffectiveRules>;
  /** The same merge on profiles already read (a caller that reads them beside its other queries). */
  merge(course: CourseSide, bound: readonly BoundProfile[]): EffectiveRules;
  /** The repeat rule enrolling this learner in this product would break, if any (decision 0132). */
  repeatRefusal(db: Db, q: { userId: number; productId: number; now: Date }): Promise<RepeatRefusal | null>;
}

/** A repeat rule that refuses an enrolment: which, under which profile and approval, and the completion it counts from. */
export interface RepeatRefusal {
  rule: 'REPEAT_SUCCESSIVE_YEARS' | 'REPEAT_WITHIN_YEARS';
  years: number;
  profileId: string;
  profileName: string;
  approvalNumber: string;
  completedAt: Date;
}
