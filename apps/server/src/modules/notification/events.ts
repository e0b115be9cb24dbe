import {
  NOTIFICATION_EXCERPT_MAX,
  NOTIFICATION_TITLE_MAX,
  type NotificationPriority,
  type NotificationType,
} from '@continuum/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { findUserLearnerProductId } from '../product/index.js';
import { insertNotifications } from './repo.js';

// The events that notify a learner (decision 0089). Each writes in the caller's transaction, so a comment and
// its notification are stored together or not at all. Titles and messages carry only what the event is about
// (a name, an excerpt of what was written); the fixed wording around them is the web's, translated by type.

/** Text cut to a length on a whole character (never half of a surrogate pair), with an ellipsis when cut. */
export function excerpt(text: string, max = NOTIFICATION_EXCERPT_MAX): string {
  const chars = Array.from(text.trim().replace(/\s+/g, ' '));
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

interface Raised {
  type: NotificationType;
  priority?: NotificationPriority;
  title: string;
  message: string;
}

async function raise(tx: Db, clock: Clock, learnerProductIds: number[], event: Raised): Promise<void> {
  const createdAt = clock.now();
  await insertNotifications(
    tx,
    [...new Set(learnerProductIds)].map((learnerProductId) => ({
      learnerProductId,
      type: event.type,
      priority: event.priority ?? 'NORMAL',
      title: excerpt(event.title, NOTIFICATION_TITLE_MAX),
      message: excerpt(event.message),
      createdAt,
    })),
  );
}

/** An instructor answered the learner (live chat; the chat module calls this): titled with the instructor's name. */
export function notifyInstructorReply(
  tx: Db,
  clock: Clock,
  event: { learnerProductId: number; instructorName: string; message: string },
): Promise<void> {
  return raise(tx, clock, [event.learnerProductId], {
    type: 'INSTRUCTOR_REPLY',
    priority: 'HIGH',
    title: event.instructorName,
    message: event.message,
  });
}

/** An instructor commented on the learner's assignment: titled with the assignment's title. */
export function notifyAssignmentComment(
  tx: Db,
  clock: Clock,
  event: { learnerProductId: number; assignmentTitle: string; commentText: string },
): Promise<void> {
  return raise(tx, clock, [event.learnerProductId], {
    type: 'ASSIGNMENT_COMMENT',
    title: event.assignmentTitle,
    message: event.commentText,
  });
}

/**
 * Someone replied to the learners' forum post or to a thread they commented on: one notification for each
 * recipient's enrolment in the forum's product (none for a recipient no longer enrolled), titled with the
 * replier's name.
 */
export async function notifyForumReply(
  tx: Db,
  clock: Clock,
  event: { productId: number; recipientUserIds: number[]; replierName: string; text: string },
): Promise<void> {
  const lpIds = await Promise.all(
    [...new Set(event.recipientUserIds)].map((userId) => findUserLearnerProductId(tx, userId, event.productId)),
  );
  await raise(
    tx,
    clock,
    lpIds.filter((id): id is number => id !== undefined),
    { type: 'FORUM_REPLY', title: event.replierName, message: event.text },
  );
}
