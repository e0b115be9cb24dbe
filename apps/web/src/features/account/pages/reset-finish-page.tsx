import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { applyServerFieldErrors } from '@/shared/forms/server-errors';
import { zodI18nResolver } from '@/shared/forms/zod-resolver';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageTitle } from '@/shared/ui/page-title';
import { useFinishPasswordReset } from '../api/reset-password-finish';
import { type ResetFinishFormValues, resetFinishFormSchema } from '../components/form-schemas';
import { NewPasswordFields } from '../components/new-password-fields';
import { PASSWORD_POLICY_MESSAGES, passwordPolicyText } from '../components/password-policy-messages';

/** /reset/finish?key (spec 002 §4): key missing, success, error and do-not-match states. */
export function ResetFinishPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('key');
  return (
    <>
      <PageTitle>{t('reset.finish.title')}</PageTitle>
      {key ? (
        <ResetFinishForm resetKey={key} />
      ) : (
        <MessageAlert tone="error">{t('reset.finish.messages.keymissing')}</MessageAlert>
      )}
    </>
  );
}

function ResetFinishForm({ resetKey }: { resetKey: string }) {
  const { t } = useTranslation();
  const finish = useFinishPasswordReset();
  const form = useForm<ResetFinishFormValues, unknown, z.output<typeof resetFinishFormSchema>>({
    mode: 'onChange',
    resolver: zodI18nResolver(resetFinishFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { isValid } = form.formState;
  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await finish.mutateAsync({ key: resetKey, newPassword });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['newPassword'], PASSWORD_POLICY_MESSAGES);
    }
  });

  if (finish.isSuccess) {
    return (
      <MessageAlert tone="success">
        {t('reset.finish.messages.success')}{' '}
        <AppLink to={paths.login.href()}>{t('global.messages.info.authenticated.link')}</AppLink>
      </MessageAlert>
    );
  }
  return (
    <>
      {finish.isError && (
        <MessageAlert tone="error">{passwordPolicyText(finish.error) ?? t('reset.finish.messages.error')}</MessageAlert>
      )}
      <MessageAlert tone="info">{t('reset.finish.messages.info')}</MessageAlert>
      <form onSubmit={onSubmit} noValidate>
        <Stack maw={400} gap="sm">
          <NewPasswordFields form={form} name="newPassword" confirmName="confirmPassword" />
          <div>
            <Button type="submit" disabled={!isValid} loading={finish.isPending}>
              {t('reset.finish.form.button')}
            </Button>
          </div>
        </Stack>
      </form>
    </>
  );
}
