import { z } from 'zod';
import { idField, idParam, text } from './inputs.js';
import { limits } from './limits.js';

/** Longest forum post accepted (the page shortens past 2000 characters for display, 001 §9). */
export const FORUM_POST_MAX = limits.chatMessageMax;

/** POST api/forum/forumPostUser (001 §7). */
export const forumPostBody = z.object({
  forumId: idParam('forumId'),
  postText: text({ error: 'postText is required' })
    .trim()
    .min(1, 'postText is required')
    .max(FORUM_POST_MAX, `postText must be at most ${FORUM_POST_MAX} characters`),
});
export type ForumPostBody = z.infer<typeof forumPostBody>;

/** A comment on a post (001 §3 Forum "Comment"; the page's reply to an answer, decision 0085). */
export const forumComment = z.object({
  id: z.number().int(),
  forumPostId: z.number().int(),
  author: z.string(),
  createdOn: z.string(),
  text: z.string(),
  /** True when the caller has reported it. */
  reported: z.boolean(),
});
export type ForumComment = z.infer<typeof forumComment>;

/**
 * A forum post (001 §3 Forum "Post"): score is up votes minus down votes, votes their number; hasVoted and
 * postVoteId are the caller's vote (the id DELETE api/forum/forumPost/vote/{id} takes); comments oldest first.
 */
export const forumPost = z.object({
  id: z.number().int(),
  forumId: z.number().int(),
  author: z.string(),
  createdOn: z.string(),
  postText: z.string(),
  score: z.number().int(),
  votes: z.number().int(),
  hasVoted: z.boolean(),
  postVoteId: z.number().int().nullable(),
  comments: z.array(forumComment),
  /** True when the caller has reported it. */
  reported: z.boolean(),
});
export type ForumPost = z.infer<typeof forumPost>;

/** POST api/forum/forumComment (001 §7). */
export const forumCommentBody = z.object({
  forumPostId: idField('forumPostId'),
  comment: text({ error: 'comment is required' })
    .trim()
    .min(1, 'comment is required')
    .max(FORUM_POST_MAX, `comment must be at most ${FORUM_POST_MAX} characters`),
});
export type ForumCommentBody = z.infer<typeof forumCommentBody>;

/**
 * POST api/forum/forumPost/vote (001 §3 Vote). A learner's vote counts once: voting again replaces their vote
 * (forumPostVoteId is then the vote they hold; decision 0085). upVote defaults to true.
 */
export const forumVoteBody = z.object({
  forumPostId: idField('forumPostId'),
  forumPostVoteId: idField('forumPostVoteId').nullish(),
  upVote: z.boolean({ error: 'upVote must be true or false' }).default(true),
});
export type ForumVoteBody = z.input<typeof forumVoteBody>;

export const forumVote = z.object({
  forumPostId: z.number().int(),
  forumPostVoteId: z.number().int(),
  upVote: z.boolean(),
});
export type ForumVote = z.infer<typeof forumVote>;

/** A report of a post or comment as inappropriate (both markInappropriate calls reply with it). */
export const forumReportReply = z.object({
  reportId: z.number().int(),
});

/** GET api/forum/{id}. */
export const forumParams = z.object({
  id: idParam('id'),
});

/**
 * A forum (001 §3 Forum: id, title, question, active, posts), its posts oldest first. Votes, comments
 * and reports arrive with the forum page.
 */
export const forumReply = z.object({
  id: z.number().int(),
  title: z.string(),
  question: z.string(),
  active: z.boolean(),
  posts: z.array(forumPost),
});
export type ForumReply = z.infer<typeof forumReply>;

/** The moderation list's row (decision 0085): one learner's report of a post or a comment. */
export const forumReportRow = z.object({
  id: z.number().int(),
  kind: z.enum(['POST', 'COMMENT']),
  forumId: z.number().int(),
  forumTitle: z.string(),
  productTitle: z.string(),
  postId: z.number().int(),
  commentId: z.number().int().nullable(),
  text: z.string(),
  author: z.string(),
  reportedBy: z.string(),
  reportedOn: z.string(),
  status: z.enum(['OPEN', 'KEPT', 'REMOVED']),
  resolvedBy: z.string().nullable(),
  resolvedOn: z.string().nullable(),
});
export type ForumReportRow = z.infer<typeof forumReportRow>;

export const forumReportParams = z.object({
  reportId: idParam('reportId'),
});
