// Plain constants, no zod: the web app imports them without pulling the schemas into its chunks.

/**
 * Proctor status USER_NOT_CREATED (002 §4, §8): the remote proctoring site's profile cannot be made
 * because the learner's password is under this many characters (accounts allow 5).
 */
export const PROCTOR_USER_NOT_CREATED = 'USER_NOT_CREATED';
export const proctorProfilePasswordMin = 6;
export const proctorUserNotCreatedMessage =
  'Your proctoring profile could not be created because your password is shorter than 6 characters. Change your password, then sign in again.';
