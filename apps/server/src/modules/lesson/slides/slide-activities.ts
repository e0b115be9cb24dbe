import type { Db } from '../../../platform/db/client.js';
import { syncAssignments } from '../../assignment/index.js';
import { syncForums } from '../../forum/index.js';
import type { InquiryOf } from '../answers/graders/shared.js';
import { findProductSlidesOfTypes } from '../repo.js';

/**
 * FORUM and ASSIGNMENT slides name a forum or an assignment by key; the forums and assignments themselves
 * are rows, so posts and responses have something to belong to. Run after a package's slides are written
 * (same transaction): the first slide naming a key gives its title and text.
 */
export async function syncSlideActivities(tx: Db, productId: number): Promise<void> {
  const slides = await findProductSlidesOfTypes(tx, productId, ['FORUM', 'ASSIGNMENT']);
  const forums = new Map<string, { key: string; title: string; question: string }>();
  const assignments = new Map<string, { key: string; title: string; assignmentText: string }>();
  for (const s of slides) {
    if (s.type === 'FORUM') {
      const f = s.data as unknown as InquiryOf<'FORUM'>;
      if (!forums.has(f.forumKey)) forums.set(f.forumKey, { key: f.forumKey, title: f.title, question: f.question });
    } else {
      const a = s.data as unknown as InquiryOf<'ASSIGNMENT'>;
      if (!assignments.has(a.assignmentKey))
        assignments.set(a.assignmentKey, { key: a.assignmentKey, title: a.title, assignmentText: a.assignmentText });
    }
  }
  await syncForums(tx, productId, [...forums.values()]);
  await syncAssignments(tx, productId, [...assignments.values()]);
}
