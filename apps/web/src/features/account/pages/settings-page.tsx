import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { type Account, accountErrorMessages, ErrorCode, LANGUAGES } from '@continuum/contracts';
import { Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/auth/get-account';
import { applyServerFieldErrors } from '@/shared/forms/server-errors';
import { zodI18nResolver } from '@/shared/forms/zod-resolver';
import { isApiError } from '@/shared/http/api-error';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { PasswordField } from '@/shared/ui/password-field';
import { useSaveAccount } from '../api/save-account';
import { type SettingsFormValues, settingsFormSchema } from '../components/form-schemas';

const FIELDS = ['firstName', 'lastName', 'email', 'langKey', 'mailingCity', 'mailingZip', 'phone', 'currentPassword'] as const;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function isWrongPassword(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && error.code === ErrorCode.INVALID_PASSWORD;
}

function isEmailTaken(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 400 &&
    (error.code === ErrorCode.EMAIL_ALREADY_USED || error.message === accountErrorMessages.EMAIL_ALREADY_USED)
  );
}

/**
 * /settings (spec 002 §5): names, e-mail and language; login is read-only. The mailing city, zip code and
 * phone are what the security questions of some courses check (001 §9); they are optional.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const account = useAccount();
  // Owned here, not by the form, so the outcome message survives the form's re-mount after a save.
  const save = useSaveAccount();
  if (!account.data) return <PageLoader />;
  return (
    <>
      <PageTitle>{t('settings.title', { login: account.data.login })}</PageTitle>
      {save.isSuccess && <MessageAlert tone="success">{t('settings.messages.success')}</MessageAlert>}
      {save.isError && (
        <MessageAlert tone="error">
          {isEmailTaken(save.error)
            ? t('settings.messages.error.emailexists')
            : isWrongPassword(save.error)
              ? t('password.messages.errorCode.INVALID_PASSWORD')
              : t('settings.messages.error.fail')}
        </MessageAlert>
      )}
      {/* Re-mount when the saved account comes back so the form starts untouched from the new values. */}
      <SettingsForm key={JSON.stringify(account.data)} account={account.data} save={save} />
    </>
  );
}

function SettingsForm({ account, save }: { account: Account; save: ReturnType<typeof useSaveAccount> }) {
  const { t } = useTranslation();
  const form = useForm<SettingsFormValues>({
    mode: 'onChange',
    resolver: zodI18nResolver(settingsFormSchema),
    defaultValues: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      langKey: account.langKey,
      mailingCity: account.mailingCity ?? '',
      mailingZip: account.mailingZip ?? '',
      phone: account.phone ?? '',
      currentPassword: '',
    },
  });
  const { errors, isValid, isDirty } = form.formState;
  // A new e-mail address needs the current password (decision 0053); other changes do not.
  const emailChanges = !sameEmail(form.watch('email'), account.email);
  const passwordMissing = emailChanges && !form.watch('currentPassword');
  const onSubmit = form.handleSubmit(async ({ currentPassword, ...values }) => {
    try {
      await save.mutateAsync(emailChanges ? { ...values, currentPassword } : values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS, {
        [ErrorCode.EMAIL_ALREADY_USED]: 'settings.messages.error.emailexists',
        [ErrorCode.INVALID_PASSWORD]: 'password.messages.errorCode.INVALID_PASSWORD',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack maw={480} gap="sm">
        <TextInput label={t('settings.form.login')} value={account.login} readOnly variant="filled" />
        <TextInput
          label={t('settings.form.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextInput
          label={t('settings.form.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <TextInput
          label={t('global.form.email.label')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        {emailChanges && (
          <PasswordField
            label={t('global.form.currentpassword.label')}
            description={t('settings.form.currentPasswordHint')}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
        )}
        <Text size="sm" c="dimmed">
          {t('settings.form.profileHint')}
        </Text>
        <TextInput
          label={t('settings.form.mailingCity')}
          autoComplete="address-level2"
          error={errors.mailingCity?.message}
          {...form.register('mailingCity')}
        />
        <TextInput
          label={t('settings.form.mailingZip')}
          description={t('settings.form.mailingZipHint')}
          autoComplete="postal-code"
          inputMode="numeric"
          error={errors.mailingZip?.message}
          {...form.register('mailingZip')}
        />
        <TextInput
          label={t('settings.form.phone')}
          description={t('settings.form.phoneHint')}
          type="tel"
          autoComplete="tel-national"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <NativeSelect
          label={t('settings.form.language')}
          data={LANGUAGES.map((lang) => ({ value: lang, label: t(`global.language.${lang}`) }))}
          error={errors.langKey?.message}
          {...form.register('langKey')}
        />
        <div>
          <Button type="submit" disabled={!isValid || !isDirty || passwordMissing} loading={save.isPending}>
            {t('settings.form.button')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
