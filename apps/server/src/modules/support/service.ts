import type {
  InstructorEmailBody,
  instructorEmailBody,
  Paged,
  PagedSearch,
  SupportEmailBody,
  SupportFeedbackBody,
  SupportFeedbackRow,
  SupportSentReply,
  supportEmailBody,
  supportFeedbackBody,
} from '@continuum/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { knownKeys, pageOf } from '../../platform/db/paged-search.js';
import { notFound } from '../../platform/errors.js';
import { nodeProductIdSql } from '../catalog/index.js';
import { findInstructorEmails, findLearnerProductWithLearner, findUserLearnerProductId } from '../product/index.js';
import { mailBodies, oneLine } from './mail-text.js';
import { maySendAbout } from './policy.js';
import * as repo from './repo.js';

type EmailInput = z.output<typeof supportEmailBody>;
type InstructorInput = z.output<typeof instructorEmailBody>;
type FeedbackInput = z.output<typeof supportFeedbackBody>;

export type { InstructorEmailBody, SupportEmailBody, SupportFeedbackBody };

const fullName = (user: SessionUser) => `${user.firstName} ${user.lastName}`.trim() || user.login;

/** The caller's own learner product with its product, or 404 (someone else's, withdrawn or unknown). */
async function ownLearnerProduct(ctx: AppContext, user: SessionUser, lpId: number) {
  const row = await findLearnerProductWithLearner(ctx.database.db, lpId);
  if (!row || !maySendAbout(user, row.lp)) throw notFound('learner product');
  return row;
}

/** POST api/support/email: the contact-us form, to the product's support address (else the platform's). */
export async function sendSupportEmail(
  ctx: AppContext,
  user: SessionUser,
  body: EmailInput,
  reply?: FastifyReply,
): Promise<SupportSentReply> {
  const row = body.learnerProductId === undefined ? undefined : await ownLearnerProduct(ctx, user, body.learnerProductId);
  await ctx.services.supportThrottle.mailSent(user.id, reply);
  const course = row?.product.name ?? body.course ?? '';
  const { text, html } = mailBodies([
    ['Name', fullName(user)],
    ['Login', user.login],
    ['Registered e-mail address', user.email],
    ['Preferred e-mail address', body.preferredEmailAddress],
    ['Course', course],
    ['Learner product', row ? String(row.lp.id) : ''],
    ['Subject', body.subject],
    ['Comments', body.comments],
  ]);
  await ctx.mailer.send({
    kind: 'SUPPORT_EMAIL',
    to: row?.product.accountEmail || ctx.config.supportEmail,
    subject: `Support request: ${oneLine(body.subject)}`,
    replyTo: body.preferredEmailAddress,
    text,
    html,
  });
  return { sent: 1 };
}

/**
 * POST api/support/instructor/email: one message to each instructor of the learner's product; a product with
 * no instructor sends it to its support address instead, saying so (decision 0083).
 */
export async function sendInstructorEmail(
  ctx: AppContext,
  user: SessionUser,
  body: InstructorInput,
  reply?: FastifyReply,
): Promise<SupportSentReply> {
  const { db } = ctx.database;
  let lpId = body.learnerProductId;
  if (body.learningComponentId !== undefined) {
    lpId = await findUserLearnerProductId(db, user.id, nodeProductIdSql(body.learningComponentId), lpId);
    if (lpId === undefined) throw notFound('learning component');
  }
  if (lpId === undefined) throw notFound('learner product');
  const row = await ownLearnerProduct(ctx, user, lpId);
  await ctx.services.supportThrottle.mailSent(user.id, reply);
  const instructors = await findInstructorEmails(db, row.product.id);
  const recipients = instructors.length > 0 ? instructors : [row.product.accountEmail || ctx.config.supportEmail];
  const { text, html } = mailBodies([
    ...(instructors.length === 0
      ? [['Note', 'No instructor is assigned to this product; please forward.'] as [string, string]]
      : []),
    ['Name', body.userName ?? fullName(user)],
    ['Login', user.login],
    ['E-mail address', body.userEmail],
    ['Phone number', body.userPhoneNumber ?? ''],
    ['Course', row.product.name],
    ['Learner product', String(row.lp.id)],
    ['Learning component', body.learningComponentId === undefined ? '' : String(body.learningComponentId)],
    ['Help', body.userHelp],
    ['Comment', body.userComment],
  ]);
  const subject = `Instructor request: ${oneLine(body.userHelp)}`;
  for (const to of recipients) {
    await ctx.mailer.send({ kind: 'INSTRUCTOR_EMAIL', to, subject, text, html, replyTo: body.userEmail });
  }
  return { sent: recipients.length };
}

/** POST api/support/feedback: stored with its page, browser and device, for staff to read. */
export async function submitFeedback(
  ctx: AppContext,
  user: SessionUser,
  body: FeedbackInput,
  userAgent: string | undefined,
  reply?: FastifyReply,
): Promise<{ id: number }> {
  const row = body.learnerProductId === undefined ? undefined : await ownLearnerProduct(ctx, user, body.learnerProductId);
  await ctx.services.supportThrottle.feedbackGiven(user.id, reply);
  const id = await repo.insertFeedback(ctx.database.db, {
    userId: user.id,
    learnerProductId: row?.lp.id ?? null,
    productId: row?.product.id ?? null,
    name: body.name?.trim() || fullName(user),
    course: row?.product.name ?? body.course ?? '',
    url: body.url ?? '',
    feedback: body.feedback,
    browser: body.browser ?? (userAgent ?? '').slice(0, 500),
    device: body.device ?? '',
    createdAt: ctx.clock.now(),
  });
  return { id };
}

/** POST api/admin/support/feedback/search: the staff's feedback list (no filters beyond the search value). */
export async function searchFeedbackList(ctx: AppContext, search: PagedSearch): Promise<Paged<SupportFeedbackRow>> {
  knownKeys(search.options, [], 'options');
  knownKeys(search.extraSearchData, [], 'extraSearchData');
  const { rows, total } = await repo.searchFeedback(ctx.database.db, search);
  return pageOf(
    search,
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
  );
}
