import { z } from 'zod';
import { idParam, text } from './inputs.js';
import { minutesOfDay, SCHEDULE_MAX_SLOTS_PER_DAY, SCHEDULE_TIME_PATTERN } from './instructor-limits.js';

const time = (name: string) => text().regex(SCHEDULE_TIME_PATTERN, `${name} must be a time HH:mm`);

/** One weekly slot of an instructor's live support: ISO day of week (1 Monday .. 7 Sunday), start before end. */
export const scheduleSlot = z.object({
  dayOfWeek: z.number().int().min(1, 'dayOfWeek must be 1 to 7').max(7, 'dayOfWeek must be 1 to 7'),
  start: time('start'),
  end: time('end'),
});
export type ScheduleSlot = z.infer<typeof scheduleSlot>;

/** PUT api/instructor/availability: the "available now" switch and the weekly schedule (decision 0084). */
export const instructorAvailabilityBody = z
  .object({
    availableNow: z.boolean(),
    schedule: z.array(scheduleSlot).max(7 * SCHEDULE_MAX_SLOTS_PER_DAY),
  })
  .superRefine((body, issue) => {
    const perDay = new Map<number, number>();
    body.schedule.forEach((slot, index) => {
      if (SCHEDULE_TIME_PATTERN.test(slot.start) && SCHEDULE_TIME_PATTERN.test(slot.end)) {
        if (minutesOfDay(slot.start) >= minutesOfDay(slot.end))
          issue.addIssue({ code: 'custom', path: ['schedule', index, 'end'], message: 'end must be after start' });
        if (slot.start === '24:00')
          issue.addIssue({ code: 'custom', path: ['schedule', index, 'start'], message: 'start must be before 24:00' });
      }
      const count = (perDay.get(slot.dayOfWeek) ?? 0) + 1;
      perDay.set(slot.dayOfWeek, count);
      if (count === SCHEDULE_MAX_SLOTS_PER_DAY + 1)
        issue.addIssue({
          code: 'custom',
          path: ['schedule', index, 'dayOfWeek'],
          message: `at most ${SCHEDULE_MAX_SLOTS_PER_DAY} slots per day`,
        });
    });
  });
export type InstructorAvailabilityBody = z.infer<typeof instructorAvailabilityBody>;

/** GET api/instructor/availability: the instructor's switch, schedule and the products they are assigned to. */
export const instructorAvailabilityReply = z.object({
  availableNow: z.boolean(),
  schedule: z.array(scheduleSlot),
  updatedAt: z.string().nullable(),
  products: z.array(z.object({ id: z.number(), name: z.string(), timeZone: z.string(), available: z.boolean() })),
});
export type InstructorAvailabilityReply = z.infer<typeof instructorAvailabilityReply>;

/** One instructor assigned to a product (admin list). */
export const productInstructorRow = z.object({
  userId: z.number(),
  login: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  availableNow: z.boolean(),
});
export type ProductInstructorRow = z.infer<typeof productInstructorRow>;

export const productInstructorsReply = z.array(productInstructorRow);

/** POST api/admin/products/{productId}/instructors: assigns the user with this login (ROLE_INSTRUCTOR). */
export const productInstructorBody = z.object({ login: text().min(1, 'login is required').max(100) });
export type ProductInstructorBody = z.infer<typeof productInstructorBody>;

export const productInstructorParams = z.object({ productId: idParam('productId'), userId: idParam('userId') });

/** GET api/product/{lpId}/instructor-schedule: the weekly live-support hours of a learner's product. */
export const instructorScheduleReply = z.object({
  timeZone: z.string(),
  available: z.boolean(),
  slots: z.array(scheduleSlot),
});
export type InstructorScheduleReply = z.infer<typeof instructorScheduleReply>;
