import { type InviteUserBody, inviteUserForm, LANGUAGES } from '@continuum/contracts';
import { Anchor, Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormSubmit, FormTextField, SchemaForm, useSchemaForm } from '@/shared/forms/schema-form';
import { applyServerFieldErrors } from '@/shared/forms/server-errors';
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
  const form = useSchemaForm<Values, Values>(inviteUserForm, {
    firstName: '',
    lastName: '',
    email: '',
    login: '',
    langKey: 'en',
  });
  const { errors } = form.formState;
  const onSubmit = async (values: Values) => {
    const body: InviteUserBody = { ...values, login: values.login || undefined };
    try {
      await invite.mutateAsync(body);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
    }
  };
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
        <SchemaForm form={form} onSubmit={onSubmit}>
          <Stack gap="sm">
            <FormTextField form={form} name="firstName" label={t('users.fields.firstName')} />
            <FormTextField form={form} name="lastName" label={t('users.fields.lastName')} />
            <FormTextField form={form} name="email" label={t('users.fields.email')} type="email" />
            <FormTextField form={form} name="login" label={t('users.fields.login')} description={t('users.invite.loginHint')} />
            <NativeSelect
              label={t('users.fields.langKey')}
              data={LANGUAGES.map((lang) => ({ value: lang, label: t(`global.language.${lang}`) }))}
              {...form.register('langKey')}
            />
            {invite.isError && !Object.keys(errors).length && (
              <MessageAlert tone="error">{t('users.invite.failed')}</MessageAlert>
            )}
            <Group>
              <FormSubmit form={form} loading={invite.isPending}>
                {t('users.invite.send')}
              </FormSubmit>
            </Group>
          </Stack>
        </SchemaForm>
      )}
    </Modal>
  );
}
