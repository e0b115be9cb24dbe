import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAccount } from '@/shared/auth/get-account';
import { applyServerFieldErrors } from '@/shared/forms/server-errors';
import { zodI18nResolver } from '@/shared/forms/zod-resolver';
import { isApiError } from '@/shared/http/api-error';
import { i18n } from '@/shared/i18n/i18n';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageTitle } from '@/shared/ui/page-title';
import { PasswordField } from '@/shared/ui/password-field';
import { useChangePassword } from '../api/change-password';
import { type ChangePasswordFormValues, changePasswordFormSchema } from '../components/form-schemas';
import { NewPasswordFields } from '../components/new-password-fields';
import { PASSWORD_POLICY_MESSAGES } from '../components/password-policy-messages';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Spec 002 §8: a text per server error code, falling back to password.messages.error. */
function changePasswordErrorText(error: unknown): string {
  const specific = isApiError(error) ? `password.messages.errorCode.${error.code}` : 'password.messages.error';
  return i18n.t([specific, 'password.messages.error']);
}

/** /password: change the password (current, new, confirmation). */
export function PasswordPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormValues, unknown, z.output<typeof changePasswordFormSchema>>({
    mode: 'onChange',
    resolver: zodI18nResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isValid, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS, {
        INVALID_PASSWORD: 'password.messages.errorCode.INVALID_PASSWORD',
        ...PASSWORD_POLICY_MESSAGES,
      });
    }
  });

  return (
    <>
      <PageTitle>{t('password.title', { login: account.data?.login ?? '' })}</PageTitle>
      {change.isSuccess && <MessageAlert tone="success">{t('password.messages.success')}</MessageAlert>}
      {change.isError && <MessageAlert tone="error">{changePasswordErrorText(change.error)}</MessageAlert>}
      <form onSubmit={onSubmit} noValidate>
        <Stack maw={400} gap="sm">
          <PasswordField
            label={t('global.form.currentpassword.label')}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <NewPasswordFields form={form} name="newPassword" confirmName="confirmPassword" />
          <div>
            <Button type="submit" disabled={!isValid || !isDirty} loading={change.isPending}>
              {t('password.form.button')}
            </Button>
          </div>
        </Stack>
      </form>
    </>
  );
}
