import { z } from 'zod';
import { idParam, text } from './inputs.js';
import {
  ADVERTISEMENT_CONTENT_MAX,
  ADVERTISEMENT_DISCLAIMER_MAX,
  ADVERTISEMENT_MESSAGE_MAX,
  ADVERTISEMENT_URL_MAX,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_TYPES,
} from './notification-limits.js';

/** Notifications (000 §3 Notification, §7) and advertisements (001 §3 Advertisement, §7); decision 0089. */

export const notificationPriority = z.enum(NOTIFICATION_PRIORITIES);
export type NotificationPriority = z.infer<typeof notificationPriority>;
export const notificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationType>;

/** 000 §3 Notification: id, title, message, priority, type. */
export const notification = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  priority: notificationPriority,
  type: notificationType,
});
export type Notification = z.infer<typeof notification>;

export const notificationLpParams = z.object({ lpId: idParam('lpId') });
export const notificationParams = z.object({ notificationId: idParam('notificationId') });

/**
 * GET api/notification/lp/{lpId} (000 §7): the learner's unread notifications, newest first, and whether an
 * instructor can be contacted now (the lc page's contactInstructor shape).
 */
export const notificationListReply = z.object({
  notifications: z.array(notification),
  contactInstructor: z.object({ available: z.boolean() }),
});
export type NotificationListReply = z.infer<typeof notificationListReply>;

const requiredText = (field: string, max: number) =>
  text({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const optionalText = (field: string, max: number) =>
  text({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .default('');

/** POST api/admin/notification/product/{productId}: a staff announcement to every learner of a product. */
export const notificationBroadcastBody = z.object({
  title: requiredText('title', NOTIFICATION_TITLE_MAX),
  message: requiredText('message', NOTIFICATION_MESSAGE_MAX),
  priority: notificationPriority.default('NORMAL'),
});
export type NotificationBroadcastBody = z.input<typeof notificationBroadcastBody>;
export const notificationBroadcastReply = z.object({ sent: z.number().int() });
export type NotificationBroadcastReply = z.infer<typeof notificationBroadcastReply>;

/** 001 §3 Advertisement: message, content (HTML, sanitized on save), disclaimer, learnMoreUrl. */
export const advertisement = z.object({
  message: z.string(),
  content: z.string(),
  disclaimer: z.string(),
  learnMoreUrl: z.string().nullable(),
});
export type Advertisement = z.infer<typeof advertisement>;

/** GET api/advertisement/lp/{lpId}: the product's advertisement, or null when it has none. */
export const advertisementReply = advertisement.nullable();

/** An http(s) address, or nothing. */
const learnMoreUrl = text({ error: 'learnMoreUrl must be text' })
  .trim()
  .max(ADVERTISEMENT_URL_MAX, `learnMoreUrl must be at most ${ADVERTISEMENT_URL_MAX} characters`)
  .refine((v) => v === '' || /^https?:\/\/[^\s/]+/i.test(v), 'learnMoreUrl must be an http(s) address')
  .nullish()
  .transform((v) => (v ? v : null));

/** PUT api/admin/products/{productId}/advertisement: staff author a product's advertisement. */
export const advertisementBody = z.object({
  message: requiredText('message', ADVERTISEMENT_MESSAGE_MAX),
  content: optionalText('content', ADVERTISEMENT_CONTENT_MAX),
  disclaimer: optionalText('disclaimer', ADVERTISEMENT_DISCLAIMER_MAX),
  learnMoreUrl,
});
export type AdvertisementBody = z.input<typeof advertisementBody>;
