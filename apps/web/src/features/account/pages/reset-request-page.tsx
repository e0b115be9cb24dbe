import '@mantine/core/styles/Input.css';
import { accountErrorMessages, ErrorCode, type ResetInitBody, resetInitBody } from '@continuum/contracts';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodI18nResolver } from '@/shared/forms/zod-resolver';
import { isApiError } from '@/shared/http/api-error';
import { i18n } from '@/shared/i18n/i18n';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageTitle } from '@/shared/ui/page-title';
import { useRequestPasswordReset } from '../api/reset-password-init';

/** The server answers ok for unknown addresses; an older one that says so still gets the spec's text. */
function resetRequestErrorText(error: unknown): string {
  if (
    isApiError(error) &&
    error.status === 400 &&
    (error.code === ErrorCode.EMAIL_NOT_REGISTERED || error.message === accountErrorMessages.EMAIL_NOT_REGISTERED)
  ) {
    return i18n.t('reset.request.messages.notfound');
  }
  return httpErrorText(error);
}

/** /reset/request: asks for a reset e-mail (spec 002 §5: e-mail required, valid, 5-254). */
export function ResetRequestPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const form = useForm<ResetInitBody>({
    mode: 'onChange',
    resolver: zodI18nResolver(resetInitBody),
    defaultValues: { email: '' },
  });
  const { errors, isValid } = form.formState;
  const onSubmit = form.handleSubmit((values) => request.mutate(values));

  return (
    <>
      <PageTitle>{t('reset.request.title')}</PageTitle>
      {request.isSuccess ? (
        <MessageAlert tone="success">{t('reset.request.messages.success')}</MessageAlert>
      ) : (
        <>
          {request.isError && <MessageAlert tone="error">{resetRequestErrorText(request.error)}</MessageAlert>}
          <Text mb="md">{t('reset.request.messages.info')}</Text>
          <form onSubmit={onSubmit} noValidate>
            <Stack maw={400} gap="sm">
              <TextInput
                label={t('global.form.email.label')}
                type="email"
                autoComplete="email"
                error={errors.email?.message}
                {...form.register('email')}
              />
              <div>
                <Button type="submit" disabled={!isValid} loading={request.isPending}>
                  {t('reset.request.form.button')}
                </Button>
              </div>
            </Stack>
          </form>
        </>
      )}
    </>
  );
}
