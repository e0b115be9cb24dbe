import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { i18n } from '../i18n/i18n';

type Issue = z.core.$ZodIssue;

/**
 * react-hook-form resolver over a contracts zod schema whose messages are translated.
 * @hookform/resolvers' zodResolver keeps only the issue's English message and drops its limits, so this one
 * turns each issue (code + minimum/maximum/format) into the i18n text of the current language.
 * Custom refinements put an i18n key in their message (e.g. global.messages.error.dontmatch).
 */
export function zodI18nResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.');
      if (!name || errors[name]) continue; // first issue of a field wins, like the server's
      const value = issue.path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k], values);
      errors[name] = { type: issue.code, message: issueText(issue, name, value) };
    }
    // Flat field names: the account forms have no nested objects.
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}

/** The translated message of one zod issue. */
export function issueText(issue: Issue, field: string, value: unknown): string {
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  switch (issue.code) {
    case 'too_small':
      return empty || issue.minimum === 1
        ? i18n.t('global.validation.required')
        : i18n.t('global.validation.minlength', { min: Number(issue.minimum) });
    case 'too_big':
      return i18n.t('global.validation.maxlength', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return i18n.t('global.validation.email');
      return i18n.t([`global.validation.pattern.${field}`, 'global.validation.pattern.default']);
    case 'invalid_type':
      return i18n.t('global.validation.required');
    case 'custom':
      return i18n.exists(issue.message) ? i18n.t(issue.message) : i18n.t('global.validation.invalid');
    default:
      return i18n.t('global.validation.invalid');
  }
}
