/**
 * Password strength as 002 §5 describes it: 2 points per character, 1 more at 10+ characters,
 * 10 per character class; capped at 10 for length <= 6 or one class, 20 for two, 40 for three.
 */
export function passwordStrength(password: string): number {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
  let score = 2 * password.length + (password.length >= 10 ? 1 : 0) + classes * 10;
  if (password.length <= 6 || classes <= 1) score = Math.min(score, 10);
  else if (classes === 2) score = Math.min(score, 20);
  else if (classes === 3) score = Math.min(score, 40);
  return score;
}

/** Thresholds for the five bars (002 §5). */
export const STRENGTH_THRESHOLDS = [10, 20, 30, 40] as const;

/** Number of lit bars (1..5) for a score; 0 for an empty password. */
export function strengthBars(score: number): number {
  if (score <= 0) return 0;
  return 1 + STRENGTH_THRESHOLDS.filter((t) => score > t).length;
}

/**
 * Codes of a new password the server refuses beyond the form's 5-50 (decision 0053): shorter than the site's
 * PASSWORD_MIN_LENGTH, on the list of common or breached passwords (or one character repeated), or equal to
 * the account's login or e-mail. Each comes as a 400 whose fieldErrors name the password field.
 */
export const PasswordRejection = {
  TOO_SHORT: 'PASSWORD_TOO_SHORT',
  TOO_COMMON: 'PASSWORD_TOO_COMMON',
  MATCHES_ACCOUNT: 'PASSWORD_MATCHES_ACCOUNT',
} as const;
export type PasswordRejectionCode = (typeof PasswordRejection)[keyof typeof PasswordRejection];

export const PASSWORD_REJECTION_CODES: readonly string[] = Object.values(PasswordRejection);
