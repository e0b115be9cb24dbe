import { accountSaveBody, changePasswordBody, passwordField, registerBody, resetFinishBody } from '@continuum/contracts';
import type { z } from 'zod';

/** i18n key of the do-not-match error (spec 002 §5). */
export const DONT_MATCH = 'global.messages.error.dontmatch';

/**
 * "The confirmation equals the password", checked as soon as both are filled in, even while other fields
 * are still invalid (zod skips refinements on an object with issues unless `when` says otherwise).
 */
function confirmMatches<K extends string>(
  passwordKey: K,
): [(v: Record<K | 'confirmPassword', string>) => boolean, z.core.$ZodCustomParams] {
  return [
    (v) => v[passwordKey] === v.confirmPassword,
    {
      path: ['confirmPassword'],
      message: DONT_MATCH,
      when: (payload) => {
        const v = payload.value as Partial<Record<string, unknown>>;
        return typeof v[passwordKey] === 'string' && typeof v.confirmPassword === 'string' && v.confirmPassword !== '';
      },
    },
  ];
}

/** Register form: the contract's body plus the confirmation the server never sees. */
export const registerFormSchema = registerBody
  .omit({ key: true, langKey: true })
  .extend({ confirmPassword: passwordField })
  .refine(...confirmMatches('password'));
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const changePasswordFormSchema = changePasswordBody
  .extend({ confirmPassword: passwordField })
  .refine(...confirmMatches('newPassword'));
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

export const resetFinishFormSchema = resetFinishBody
  .omit({ key: true })
  .extend({ confirmPassword: passwordField })
  .refine(...confirmMatches('newPassword'));
export type ResetFinishFormValues = z.input<typeof resetFinishFormSchema>;

/** Settings: login is shown read-only and never sent. */
export const settingsFormSchema = accountSaveBody.omit({ login: true });
export type SettingsFormValues = z.input<typeof settingsFormSchema>;
