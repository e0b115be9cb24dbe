/**
 * Notifications and advertisements (000 §3, §7, §9; 001 §2, §3; decision 0089): plain constants, so the web reads
 * them without the schemas.
 */
/** At most this many unread notifications in one reply, newest first (the rest wait until these are read). */
export const NOTIFICATION_LIST_MAX = 50;
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 2000;
/** An event's notification quotes at most this much of the comment or reply that raised it. */
export const NOTIFICATION_EXCERPT_MAX = 300;
export const NOTIFICATION_PRIORITIES = ['HIGH', 'NORMAL'] as const;
export const NOTIFICATION_TYPES = ['INSTRUCTOR_REPLY', 'ASSIGNMENT_COMMENT', 'FORUM_REPLY', 'ANNOUNCEMENT'] as const;

export const ADVERTISEMENT_MESSAGE_MAX = 500;
export const ADVERTISEMENT_CONTENT_MAX = 20_000;
export const ADVERTISEMENT_DISCLAIMER_MAX = 1000;
export const ADVERTISEMENT_URL_MAX = 2048;
