/** Forum constants of 001 §9 and the moderation list's names (decision 0085), apart from the zod schemas. */
export const FORUM_PAGE_SIZE = 5;
export const FORUM_COMMENTS_SHOWN = 3;
export const FORUM_SHORTEN_AFTER = 2000;
export const FORUM_REPORT_STATUSES = ['OPEN', 'KEPT', 'REMOVED'] as const;
export type ForumReportStatus = (typeof FORUM_REPORT_STATUSES)[number];
