import type { Db } from '../../../platform/db/client.js';
import * as assignmentData from '../../assignment/index.js';
import { writeAssignmentResponse } from '../../assignment/index.js';
import * as forumData from '../../forum/index.js';
import { writePost } from '../../forum/index.js';
import type { InquiryOf } from '../answers/graders/shared.js';
import type { ContentSlide, Inquiry } from './inquiry-schema.js';
import type { PublicContentSlide, PublicInquiry } from './public-view.js';
import { syncSlideActivities } from './slide-activities.js';

/**
 * FORUM and ASSIGNMENT slides link a lesson to rows outside it: the forum a learner's answer is posted to,
 * the assignment a response belongs to. These helpers resolve the package keys to those rows.
 */

/** A product imported before forums and assignments were rows gets them on first use. */
async function resolve<T>(tx: Db, productId: number, find: () => Promise<T | undefined>): Promise<T | undefined> {
  const found = await find();
  if (found !== undefined) return found;
  await syncSlideActivities(tx, productId);
  return find();
}

/** Whether answering this slide writes outside the lesson (a forum post, an assignment response). */
export const hasActivity = (slide: { type: string }): boolean => slide.type === 'FORUM' || slide.type === 'ASSIGNMENT';

/** Stores what a FORUM or ASSIGNMENT answer produces (the post, the response), in the submission's transaction. */
export async function writeSlideActivity(
  tx: Db,
  s: { productId: number; lpId: number; nodeId: number; userId: number; at: Date },
  slide: Inquiry | ContentSlide,
  answers: unknown,
): Promise<void> {
  if (slide.type === 'FORUM') {
    const { forumKey } = slide as InquiryOf<'FORUM'>;
    const forumId = await resolve(tx, s.productId, async () =>
      (await forumData.forumIdsByKey(tx, s.productId, [forumKey])).get(forumKey),
    );
    if (forumId === undefined) throw new Error(`forum ${forumKey} missing after sync`);
    await writePost(tx, forumId, s.userId, (answers as { postText: string }).postText, s.at);
  } else if (slide.type === 'ASSIGNMENT') {
    const { assignmentKey } = slide as InquiryOf<'ASSIGNMENT'>;
    const assignment = await resolve(tx, s.productId, async () =>
      (await assignmentData.assignmentsByKey(tx, s.productId, [assignmentKey])).get(assignmentKey),
    );
    if (!assignment) throw new Error(`assignment ${assignmentKey} missing after sync`);
    await writeAssignmentResponse(tx, {
      learnerProductId: s.lpId,
      assignmentId: assignment.id,
      nodeId: s.nodeId,
      authorUserId: s.userId,
      responseText: (answers as { responseText: string }).responseText,
      at: s.at,
    });
  }
}

/**
 * Adds the ids a browser needs to the public views of FORUM slides (forumId, 001 §3) and ASSIGNMENT slides
 * (assignmentId, and the learner's own responseText and answered): learner data, never a key.
 */
export async function linkPublicSlides(
  db: Db,
  productId: number,
  lpId: number,
  views: (PublicInquiry | PublicContentSlide)[],
): Promise<object[]> {
  const forumKeys = views.flatMap((v) => (v.type === 'FORUM' && 'forumKey' in v ? [v.forumKey] : []));
  const assignmentKeys = views.flatMap((v) => (v.type === 'ASSIGNMENT' && 'assignmentKey' in v ? [v.assignmentKey] : []));
  if (forumKeys.length === 0 && assignmentKeys.length === 0) return views;
  const forumIds = await forumData.forumIdsByKey(db, productId, forumKeys);
  const assignments = await assignmentData.assignmentsByKey(db, productId, assignmentKeys);
  const mine = await assignmentData.findStudentAssignments(
    db,
    lpId,
    [...assignments.values()].map((a) => a.id),
  );
  const responses = await assignmentData.latestResponses(
    db,
    mine.map((m) => m.id),
  );
  return views.map((v) => {
    if (v.type === 'FORUM' && 'forumKey' in v) return { ...v, forumId: forumIds.get(v.forumKey) ?? null };
    if (v.type === 'ASSIGNMENT' && 'assignmentKey' in v) {
      const a = assignments.get(v.assignmentKey);
      const sa = a ? mine.find((m) => m.assignmentId === a.id) : undefined;
      const responseText = sa ? (responses.get(sa.id) ?? null) : null;
      return { ...v, assignmentId: a?.id ?? null, responseText, answered: responseText !== null };
    }
    return v;
  });
}
