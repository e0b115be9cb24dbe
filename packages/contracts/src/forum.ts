import { z } from 'zod';
import { idParam, text } from './inputs.js';
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

/** A forum post (001 §3 Forum "Post"); votes and comments arrive with the forum page. */
export const forumPost = z.object({
  id: z.number().int(),
  forumId: z.number().int(),
  author: z.string(),
  createdOn: z.string(),
  postText: z.string(),
});
export type ForumPost = z.infer<typeof forumPost>;

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
