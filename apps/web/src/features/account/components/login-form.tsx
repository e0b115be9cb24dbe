import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import type { AuthenticationBody, ErrorCodeName } from '@continuum/contracts';
import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/http/api-error';
import { i18n } from '@/shared/i18n/i18n';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PasswordField } from '@/shared/ui/password-field';
import { useAuthenticate } from '../api/authenticate';

/** The server seeds every demo account with this password; quick logins exist only in demo mode. */
const DEMO_PASSWORD = 'continuum';

/** A type-checked code literal: importing ErrorCode's module would pull zod into this chunk. */
const NOT_ACTIVATED: ErrorCodeName = 'ACCOUNT_NOT_ACTIVATED';

function signInErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === NOT_ACTIVATED) return i18n.t('login.messages.error.notActivated');
    if (error.status === 401) return i18n.t('login.messages.error.authentication');
    if (error.status === 429) return i18n.t('global.messages.error.rateLimited');
  }
  return httpErrorText(error);
}

/**
 * Sign-in form (spec 002 "Login"). On success the account is cached, and the login route's guard moves on
 * to the remembered target. `showAuthError` comes from ?error=invalidCredentials.
 * Sign-in only needs both fields filled in (the server applies authenticationBody and checks the
 * credentials), so this form uses react-hook-form's `required` rule instead of loading zod: it keeps
 * ~25 KiB gzip off the first screen most visitors see.
 */
export function LoginForm({ demoLogins, showAuthError }: { demoLogins: readonly string[]; showAuthError: boolean }) {
  const { t } = useTranslation();
  const signIn = useAuthenticate();
  const form = useForm<AuthenticationBody>({ defaultValues: { username: '', password: '', rememberMe: false } });
  const required = { required: i18n.t('global.validation.required') };
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => signIn.mutate(values));

  return (
    <>
      {signIn.isError ? (
        <MessageAlert tone="error" size="small">
          {signInErrorText(signIn.error)}
        </MessageAlert>
      ) : (
        showAuthError && (
          <MessageAlert tone="error" size="small">
            {t('login.messages.error.authentication')}
          </MessageAlert>
        )
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack maw={400} gap="sm">
          <TextInput
            label={t('global.form.username.label')}
            autoComplete="username"
            error={errors.username?.message}
            {...form.register('username', required)}
          />
          <PasswordField
            label={t('login.form.password')}
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password', required)}
          />
          <Checkbox label={t('login.form.rememberme')} {...form.register('rememberMe')} />
          <div>
            <Button type="submit" loading={signIn.isPending}>
              {t('login.form.button')}
            </Button>
          </div>
        </Stack>
      </form>
      <Stack gap={4} mt="lg">
        <AppLink to={paths.requestReset.href()}>{t('login.password.forgot')}</AppLink>
        <Text size="sm">
          {t('global.messages.info.register.noaccount')}{' '}
          <AppLink to={paths.register.href()}>{t('global.messages.info.register.link')}</AppLink>
        </Text>
      </Stack>
      {demoLogins.length > 0 && (
        <section aria-labelledby="demo-logins-title">
          <Title order={2} size="h4" mt="xl" mb="xs" id="demo-logins-title">
            {t('login.demo.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {t('login.demo.help')}
          </Text>
          <Group gap="xs">
            {demoLogins.map((login) => (
              <Button
                key={login}
                variant="light"
                size="xs"
                disabled={signIn.isPending}
                onClick={() => signIn.mutate({ username: login, password: DEMO_PASSWORD, rememberMe: false })}
              >
                {t('login.demo.signInAs', { login })}
              </Button>
            ))}
          </Group>
        </section>
      )}
    </>
  );
}
