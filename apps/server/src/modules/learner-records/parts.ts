import type { AppContext } from '../../platform/context.js';
import { affidavitRecordsOf } from '../affidavit/index.js';
import { certificateRecordOf } from '../certificate/index.js';
import { examRecordsOf } from '../exam/index.js';
import { proctorAttestationsOf } from '../exam-gates/index.js';
import { identityEvidenceSummary } from '../identity/index.js';
import { lessonRecordsOf } from '../lesson/index.js';
import type { LearnerProductRow } from '../product/index.js';
import { reportItemsOf } from '../regulator-reports/index.js';
import { seatTimeLedgerOf } from '../seat-time/index.js';

/** One part of the archive: its file name, its data and whether the learner has any such record. */
export interface RecordPart {
  name: string;
  data: unknown;
  hasData: boolean;
}

const part = (name: string, data: unknown, hasData: boolean): RecordPart => ({ name, data, hasData });

/**
 * Every part of one enrolment's record (issue 28, decision 0182), each read through its owner's public surface:
 * nothing here queries another module's table.
 */
export async function readRecordParts(ctx: AppContext, piiKey: Buffer, lp: LearnerProductRow): Promise<RecordPart[]> {
  const { db } = ctx.database;
  const [ledger, lessons, exams, affidavits, attestations, identity, certificate, reportItems] = await Promise.all([
    seatTimeLedgerOf(db, lp.id),
    lessonRecordsOf(db, lp.id),
    examRecordsOf(db, lp.id),
    affidavitRecordsOf(db, lp.id),
    proctorAttestationsOf(db, lp.id),
    identityEvidenceSummary(db, { id: lp.id, userId: lp.userId }),
    certificateRecordOf(ctx, { piiKey }, lp.id),
    reportItemsOf(db, lp.id),
  ]);
  return [
    part('seat-time-ledger.json', ledger, ledger.entries.length > 0),
    part(
      'lesson-answers.json',
      lessons,
      lessons.answers.length > 0 || lessons.progress.length > 0 || lessons.scorm.length > 0 || lessons.cmi5.length > 0,
    ),
    part('exam-attempts.json', exams, exams.length > 0),
    part('affidavits.json', affidavits, affidavits.length > 0),
    part('proctor-attestations.json', attestations, attestations.length > 0),
    part('identity-evidence.json', identity, true),
    part('certificate.json', certificate.certificate, certificate.certificate != null),
    part('credential.json', certificate.credential, certificate.credential != null),
    part('report-items.json', reportItems, reportItems.length > 0),
  ];
}
