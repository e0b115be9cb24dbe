import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/http/api-error';
import { http } from '@/shared/http/client';
import { paths } from '@/shared/paths';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PasswordField } from '@/shared/ui/password-field';

/** Why a start failed, in the user's language (000 §8 "impersonation failure shows a translated error text"). */
function failureKey(error: unknown): string {
  if (!isApiError(error)) return 'users.impersonate.errors.other';
  if (error.code === 'INVALID_PASSWORD') return 'users.impersonate.errors.password';
  if (error.code === 'CANNOT_IMPERSONATE_ADMIN') return 'users.impersonate.errors.admin';
  if (error.status === 429) return 'users.impersonate.errors.locked';
  return 'users.impersonate.errors.other';
}

/**
 * The impersonate-user modal (000 §2, §5): the administrator confirms with their own password (Confirm is disabled
 * until one is typed); then the app reloads on the product selector as the user (000 §2).
 */
export function ImpersonateModal({ login, onClose }: { login: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const start = useMutation({
    mutationFn: () => http<{ ok: true }>('admin/impersonate/start', { query: { username: login, password } }),
    meta: { errorDialog: false },
    // A full load: nothing cached for the administrator may show as the user's.
    onSuccess: () => window.location.assign(paths.productSelector.href()),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('users.impersonate.title', { login })}
      closeButtonProps={{ 'aria-label': t('users.impersonate.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (password) start.mutate();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('users.impersonate.text', { login })}</Text>
          <PasswordField
            label={t('users.impersonate.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          {start.isError && <MessageAlert tone="error">{t(failureKey(start.error))}</MessageAlert>}
          <Group>
            <Button type="submit" disabled={!password} loading={start.isPending}>
              {t('users.impersonate.confirm')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('users.impersonate.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
