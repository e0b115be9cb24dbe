import { z } from 'zod';
import { idField, intField } from './inputs.js';

/**
 * Moving learners between versions of a lineage (issue 30, decision 0205): one enrolment, or every enrolment of a
 * version in batches, from a published version to another; a dry run reports the same figures and writes nothing.
 */
export const learnerMigrationBody = z
  .object({
    fromVersion: intField('fromVersion', 1),
    toVersion: intField('toVersion', 1),
    /** One enrolment; absent: every enrolment of fromVersion. */
    learnerProductId: idField('learnerProductId').optional(),
    dryRun: z.boolean({ error: 'dryRun must be true or false' }),
  })
  .refine((b) => b.fromVersion !== b.toVersion, { path: ['toVersion'], message: 'toVersion must differ from fromVersion' });
export type LearnerMigrationBody = z.infer<typeof learnerMigrationBody>;

/** Rows of one kind of a learner's record: moved to the new version, or left on the old one's content. */
export const movedCount = z.object({ carried: z.number().int(), dropped: z.number().int() });
export type MovedCountReply = z.infer<typeof movedCount>;

/** The parts of a learner's record a migration moves, by kind. */
export const MIGRATED_PARTS = [
  'nodeStatus',
  'exemptions',
  'lessonProgress',
  'answers',
  'scoRuntime',
  'attempts',
  'attemptQuestions',
  'resourceViews',
  'bookmarks',
  'keyPointViews',
  'timeOnTask',
] as const;
export type MigratedPart = (typeof MIGRATED_PARTS)[number];

const progressFigure = z.object({ completedLeaves: z.number().int(), leaves: z.number().int() });

export const learnerMigrationOutcome = z.object({
  learnerProductId: z.number().int(),
  /** MIGRATED (done), WOULD_MIGRATE (dry run) or REFUSED (with the code, e.g. ENROLMENT_COMPLETED). */
  outcome: z.enum(['MIGRATED', 'WOULD_MIGRATE', 'REFUSED']),
  code: z.string().nullable(),
  parts: z.record(z.enum(MIGRATED_PARTS), movedCount).nullable(),
  seatTime: z.object({ carriedMs: z.number().int(), droppedMs: z.number().int() }).nullable(),
  progress: z.object({ before: progressFigure, after: progressFigure }).nullable(),
});
export type LearnerMigrationOutcome = z.infer<typeof learnerMigrationOutcome>;

/** POST api/authoring/lineages/:lineage/migrations */
export const learnerMigrationReply = z.object({
  lineage: z.string(),
  fromVersion: z.number().int(),
  toVersion: z.number().int(),
  dryRun: z.boolean(),
  migrated: z.number().int(),
  refused: z.number().int(),
  learners: z.array(learnerMigrationOutcome),
});
export type LearnerMigrationReply = z.infer<typeof learnerMigrationReply>;
