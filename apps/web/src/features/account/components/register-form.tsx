import '@mantine/core/styles/Input.css';
import { accountErrorMessages, ErrorCode, type RegisterPageReply } from '@continuum/contracts';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerFieldErrors } from '@/shared/forms/server-errors';
import { zodI18nResolver } from '@/shared/forms/zod-resolver';
import { isApiError } from '@/shared/http/api-error';
import { currentLanguage, i18n } from '@/shared/i18n/i18n';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { useRegisterAccount } from '../api/register';
import { type RegisterFormValues, registerFormSchema } from './form-schemas';
import { NewPasswordFields } from './new-password-fields';
import { PASSWORD_POLICY_MESSAGES, passwordPolicyText } from './password-policy-messages';

type Person = NonNullable<RegisterPageReply['person']>;
type PrefillField = keyof Person;
const FIELDS = ['firstName', 'lastName', 'email', 'login', 'password', 'confirmPassword'] as const;
const SERVER_MESSAGES = {
  [ErrorCode.LOGIN_ALREADY_USED]: 'register.messages.error.userexists',
  [ErrorCode.EMAIL_ALREADY_USED]: 'register.messages.error.emailexists',
  ...PASSWORD_POLICY_MESSAGES,
};

/** Spec 002 §5 texts: user exists, e-mail exists, a refused password (0053), otherwise the generic http error. */
function registerErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 400) {
    if (error.code === ErrorCode.LOGIN_ALREADY_USED || error.message === accountErrorMessages.LOGIN_ALREADY_USED) {
      return i18n.t('register.messages.error.userexists');
    }
    if (error.code === ErrorCode.EMAIL_ALREADY_USED || error.message === accountErrorMessages.EMAIL_ALREADY_USED) {
      return i18n.t('register.messages.error.emailexists');
    }
  }
  return passwordPolicyText(error) ?? httpErrorText(error);
}

/**
 * Registration (spec 002 "Register"): fields pre-filled from an invitation are shown disabled and sent as
 * given; the form is replaced by the success message once the account is created.
 */
export function RegisterForm({ person, inviteKey }: { person: Person | null; inviteKey: string | null }) {
  const { t } = useTranslation();
  const registration = useRegisterAccount();
  // Done: 'activate' (an activation mail went out) or 'ready' (an invitation proved the address: sign in now).
  const [done, setDone] = useState<'activate' | 'ready' | null>(null);
  const form = useForm<RegisterFormValues, unknown, z.output<typeof registerFormSchema>>({
    mode: 'onChange',
    resolver: zodI18nResolver(registerFormSchema),
    defaultValues: {
      firstName: person?.firstName ?? '',
      lastName: person?.lastName ?? '',
      email: person?.email ?? '',
      login: person?.login ?? '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors, isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    try {
      const reply = await registration.mutateAsync({
        ...values,
        langKey: currentLanguage(),
        ...(inviteKey ? { key: inviteKey } : {}),
      });
      setDone(reply.activated ? 'ready' : 'activate');
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS, SERVER_MESSAGES);
    }
  });

  if (done === 'ready') {
    return (
      <MessageAlert tone="success">
        {t('register.messages.ready')} <AppLink to={paths.login.href()}>{t('register.messages.signIn')}</AppLink>
      </MessageAlert>
    );
  }
  if (done) {
    return <MessageAlert tone="success">{t('register.messages.success')}</MessageAlert>;
  }

  // An invitation's value is not editable: a disabled, unregistered input shows it; the form keeps the default.
  const text = (name: PrefillField, autoComplete: string, type = 'text') =>
    person?.[name] ? (
      <TextInput label={t(`register.form.${name}`)} value={person[name] ?? ''} type={type} disabled readOnly />
    ) : (
      <TextInput
        label={t(`register.form.${name}`)}
        type={type}
        autoComplete={autoComplete}
        error={errors[name]?.message}
        {...form.register(name)}
      />
    );

  return (
    <>
      {registration.isError && <MessageAlert tone="error">{registerErrorText(registration.error)}</MessageAlert>}
      <form onSubmit={onSubmit} noValidate>
        <Stack maw={480} gap="sm">
          {text('firstName', 'given-name')}
          {text('lastName', 'family-name')}
          {text('email', 'email', 'email')}
          {text('login', 'username')}
          <NewPasswordFields form={form} name="password" confirmName="confirmPassword" />
          <div>
            <Button type="submit" disabled={!isValid} loading={isSubmitting}>
              {t('register.form.button')}
            </Button>
          </div>
        </Stack>
      </form>
    </>
  );
}
