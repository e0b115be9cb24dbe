import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmLogoutModalProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The shell's confirm-logout modal (000 §2): signing out ends seat time and withdraws accepted proctor codes,
 * so a stray click on the menu item asks first. Cancel takes the focus, so Enter does not sign out by accident.
 */
export function ConfirmLogoutModal({ opened, onCancel, onConfirm }: ConfirmLogoutModalProps) {
  const { t } = useTranslation();
  return (
    // No corner close button: it would be a second, unnamed "cancel"; Escape and the Cancel button close it.
    <Modal opened={opened} onClose={onCancel} title={t('global.confirmLogout.title')} withCloseButton={false} centered>
      <Text>{t('global.confirmLogout.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('global.confirmLogout.cancel')}
        </Button>
        <Button onClick={onConfirm}>{t('global.confirmLogout.confirm')}</Button>
      </Group>
    </Modal>
  );
}
