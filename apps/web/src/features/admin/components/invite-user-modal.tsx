import { type InviteUserBody, inviteUserForm, LANGUAGES } from '@continuum/contracts';
import { Anchor, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyServerFieldErrors } from '@/shared/forms/server-errors';
import { zodI18nResolver } from '@/shared/forms/zod-resolver';
import { paths } from '@/shared/paths';
import { MessageAlert } from '@/shared/ui/message-alert';
import { useInviteUser } from '../api/person';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';

const FIELDS = ['firstName', 'lastName', 'email', 'login', 'langKey'] as const;
type Values = { firstName: string; lastName: string; email: string; login: string; langKey: 'en' | 'fr' };

/** Invites a person by e-mail: the link opens the registration form pre-filled (the register-with-key flow of 002). */
export function InviteUserModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteUser();
  const form = useForm<Values>({
    mode: 'onChange',
    resolver: zodI18nResolver(inviteUserForm),
    defaultValues: { firstName: '', lastName: '', email: '', login: '', langKey: 'en' },
  });
  const { errors, isValid } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const body: InviteUserBody = { ...values, login: values.login || undefined };
    try {
      await invite.mutateAsync(body);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('users.invite.title')} closeButtonProps={{ 'aria-label': t('users.invite.close') }}>
      {invite.isSuccess ? (
        <Stack>
          <MessageAlert tone="success" title={t('users.invite.sent')}>
            <Anchor component={Link} to={paths.emailView.href({ emailId: invite.data.emailId })}>
              {t('users.invite.viewEmail')}
            </Anchor>
          </MessageAlert>
          <Group>
            <Button onClick={onClose}>{t('users.invite.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <TextInput label={t('users.fields.firstName')} error={errors.firstName?.message} {...form.register('firstName')} />
            <TextInput label={t('users.fields.lastName')} error={errors.lastName?.message} {...form.register('lastName')} />
            <TextInput label={t('users.fields.email')} type="email" error={errors.email?.message} {...form.register('email')} />
            <TextInput
              label={t('users.fields.login')}
              description={t('users.invite.loginHint')}
              error={errors.login?.message}
              {...form.register('login')}
            />
            <NativeSelect
              label={t('users.fields.langKey')}
              data={LANGUAGES.map((lang) => ({ value: lang, label: t(`global.language.${lang}`) }))}
              {...form.register('langKey')}
            />
            {invite.isError && !Object.keys(errors).length && (
              <MessageAlert tone="error">{t('users.invite.failed')}</MessageAlert>
            )}
            <Group>
              <Button type="submit" disabled={!isValid} loading={invite.isPending}>
                {t('users.invite.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
