import { z } from 'zod';

/** Longest forum post accepted (the page shortens past 2000 characters for display, 001 §9). */
export const FORUM_POST_MAX = 4096;

/** POST api/forum/forumPostUser (001 §7). */
export const forumPostBody = z.object({
  forumId: z.coerce
    .number({ error: 'forumId must be a number' })
    .int('forumId must be a number')
    .positive('forumId must be a number'),
  postText: z
    .string({ error: 'postText is required' })
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
