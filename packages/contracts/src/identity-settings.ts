import { z } from 'zod';

/**
 * Who asks for the identity checks (issue 25, decision 0104): per product by course rules, per enrolment by an
 * administrator (with a reason, audited), the enrolment's setting winning over the rule.
 */

/** The learner product's identity-check fields (000 §3). */
export const identityCheckFields = ['authRequired', 'biosigRequired', 'biosigNmlsIdRequired', 'biosigInitFailed'] as const;
export type IdentityCheckField = (typeof identityCheckFields)[number];

/**
 * The course rules that set them per product (yes/no, default no). biosigInitFailed has none: it marks one
 * account whose signature check cannot start, never a whole course.
 */
export const IDENTITY_CHECK_RULES = {
  authRequired: 'SC_STUDENT_AUTHENTICATION_REQUIRED',
  biosigRequired: 'SC_STUDENT_BIOSIG_REQUIRED',
  biosigNmlsIdRequired: 'SC_STUDENT_BIOSIG_NMLS_ID_REQUIRED',
} as const satisfies Partial<Record<IdentityCheckField, string>>;

/** An enrolment's own settings: a field set here wins over the product's rule; a missing one follows it. */
export type IdentityOverrides = Partial<Record<IdentityCheckField, boolean>>;

/** One field as it applies, and whether the enrolment sets it (else the product's rule does). */
export const identityCheckSetting = z.object({ value: z.boolean(), setForEnrolment: z.boolean() });
export const identityChecks = z.object({
  authRequired: identityCheckSetting,
  biosigRequired: identityCheckSetting,
  biosigNmlsIdRequired: identityCheckSetting,
  biosigInitFailed: identityCheckSetting,
});
export type IdentityChecks = z.infer<typeof identityChecks>;

/** How long an administrator's supervised typing enrolment stays open (issue 25 item 1). */
export const TYPING_SUPERVISED_ENROLMENT_MINUTES = 60;
/** POST api/admin/enrolments/{id}/typing-enrolment {reason} (admin-enrolment-actions): until when the learner may enrol a further template. */
export const typingSupervisedEnrolmentReply = z.object({ until: z.string() });
